import { useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Mark } from '@tiptap/core';
import { Plugin } from '@tiptap/pm/state';
import { ORIENTACOES_DOS_MODELOS } from '@/lib/domain/entregas';
import { clsx } from 'clsx';
import { Bold, Heading2, Heading3, Italic, List, ListOrdered, Redo2, Undo2 } from 'lucide-react';

/**
 * The template's guidance ('Relacione aqui…'): styled and labelled as guidance, never extended by typing at its
 * edges, and dropped from a run as soon as its text is edited (the text is then the perito's own). 'Publicar'
 * refuses a document that still holds guidance as written (lib/domain/entregas orientacoesPendentes).
 */
const Orientacao = Mark.create({
  name: 'orientacao',
  inclusive: false,
  parseHTML: () => [{ tag: 'span[data-orientacao]' }],
  renderHTML: () => [
    'span',
    { 'data-orientacao': '', class: 'orientacao', role: 'note', 'aria-label': 'Orientação do modelo: substitua pelo seu texto ou apague antes de publicar' },
    0,
  ],
  addProseMirrorPlugins() {
    const tipo = this.type;
    return [
      new Plugin({
        appendTransaction(transactions, _old, state) {
          if (!transactions.some((tr) => tr.docChanged)) return null;
          const tr = state.tr;
          state.doc.descendants((node, pos) => {
            if (node.isText && tipo.isInSet(node.marks) && !ORIENTACOES_DOS_MODELOS.has((node.text ?? '').trim())) {
              tr.removeMark(pos, pos + node.nodeSize, tipo);
            }
          });
          return tr.steps.length ? tr : null;
        },
      }),
    ];
  },
});

/**
 * Only the node and mark types the server stores and renders (lib/validation/entregas.ts): paragraphs,
 * headings 1–3, bullet and numbered lists, bold, italic, the template's guidance, line breaks. Everything else
 * of StarterKit is off.
 */
export const EXTENSOES = [
  Orientacao,
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: false,
    strike: false,
    underline: false,
  }),
];

/** One button of the toolbar (pressed when its mark or node is active). */
function Ferramenta({ label, ativo, onClick, children, disabled }: { label: string; ativo?: boolean; onClick: () => void; children: React.ReactNode; disabled?: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={ativo}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={clsx(
        'rounded p-1.5 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40 dark:text-slate-200 dark:hover:bg-slate-800',
        ativo && 'bg-slate-200 dark:bg-slate-700',
      )}
    >
      {children}
    </button>
  );
}

/** The editor's toolbar: headings, bold, italic, lists, undo and redo. */
export function Barra({ editor }: { editor: Editor }) {
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      ul: e.isActive('bulletList'),
      ol: e.isActive('orderedList'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const c = () => editor.chain().focus();
  return (
    <div role="toolbar" aria-label="Formatação" className="flex flex-wrap gap-1 border-b border-slate-200 p-1 dark:border-slate-700">
      <Ferramenta label="Negrito" ativo={s.bold} onClick={() => c().toggleBold().run()}>
        <Bold className="size-4" aria-hidden />
      </Ferramenta>
      <Ferramenta label="Itálico" ativo={s.italic} onClick={() => c().toggleItalic().run()}>
        <Italic className="size-4" aria-hidden />
      </Ferramenta>
      <Ferramenta label="Título de seção" ativo={s.h2} onClick={() => c().toggleHeading({ level: 2 }).run()}>
        <Heading2 className="size-4" aria-hidden />
      </Ferramenta>
      <Ferramenta label="Subtítulo" ativo={s.h3} onClick={() => c().toggleHeading({ level: 3 }).run()}>
        <Heading3 className="size-4" aria-hidden />
      </Ferramenta>
      <Ferramenta label="Lista com marcadores" ativo={s.ul} onClick={() => c().toggleBulletList().run()}>
        <List className="size-4" aria-hidden />
      </Ferramenta>
      <Ferramenta label="Lista numerada" ativo={s.ol} onClick={() => c().toggleOrderedList().run()}>
        <ListOrdered className="size-4" aria-hidden />
      </Ferramenta>
      <Ferramenta label="Desfazer" disabled={!s.undo} onClick={() => c().undo().run()}>
        <Undo2 className="size-4" aria-hidden />
      </Ferramenta>
      <Ferramenta label="Refazer" disabled={!s.redo} onClick={() => c().redo().run()}>
        <Redo2 className="size-4" aria-hidden />
      </Ferramenta>
    </div>
  );
}

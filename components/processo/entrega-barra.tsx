import { useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Mark } from '@tiptap/core';
import { Plugin } from '@tiptap/pm/state';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
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

/** The page of the autos a citation points to, in the case page's Autos tab (its viewer opens at that page). */
export const hrefDaCitacao = (documento: unknown, pagina: unknown) => `?tab=autos&documento=${Number(documento)}&pagina=${Number(pagina)}`;

/**
 * 'Citar no parecer' (issue 35 item 7): the reference '(doc. «título», p. 123)' keeps its document and page and is
 * a link back to that page (opens in a new tab: Ctrl+clique while editing, a plain click when read-only). Never
 * extended by typing at its edges.
 */
const Citacao = Mark.create({
  name: 'citacao',
  inclusive: false,
  addAttributes: () => ({
    documento: { default: null, parseHTML: (el) => Number(el.getAttribute('data-documento')) || null },
    pagina: { default: null, parseHTML: (el) => Number(el.getAttribute('data-pagina')) || null },
  }),
  parseHTML: () => [{ tag: 'a[data-citacao]' }],
  renderHTML: ({ mark }) => [
    'a',
    {
      'data-citacao': '',
      'data-documento': String(mark.attrs.documento),
      'data-pagina': String(mark.attrs.pagina),
      href: hrefDaCitacao(mark.attrs.documento, mark.attrs.pagina),
      target: '_blank',
      rel: 'noopener',
      title: 'Abrir a página citada dos autos (nova aba)',
      class: 'citacao-autos text-brand-700 underline dark:text-brand-300',
    },
    0,
  ],
  addProseMirrorPlugins() {
    return [
      new Plugin({
        props: {
          handleClick(view, _pos, event) {
            const a = (event.target as HTMLElement | null)?.closest?.('a[data-citacao]');
            if (!a || !view.editable || !(event.ctrlKey || event.metaKey)) return false;
            window.open(a.getAttribute('href') ?? '', '_blank', 'noopener');
            return true;
          },
        },
      }),
    ];
  },
});

/**
 * Only the node and mark types the server stores and renders (lib/validation/entregas.ts): paragraphs,
 * headings 1–3, bullet and numbered lists, bold, italic, the template's guidance, citations of the autos, line breaks,
 * and tables of plain paragraphs (issue 35 item 7: the clinical timeline; no column resizing). Everything else
 * of StarterKit is off.
 */
export const EXTENSOES = [
  Orientacao,
  Citacao,
  Table.configure({ resizable: false, HTMLAttributes: { class: 'tabela-entrega' } }),
  TableRow.extend({ content: '(tableCell | tableHeader)+' }),
  TableHeader.extend({ content: 'paragraph+' }),
  TableCell.extend({ content: 'paragraph+' }),
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

/** The editor's toolbar: headings, bold, italic, lists, undo and redo (and what the caller adds at its end). */
export function Barra({ editor, children }: { editor: Editor; children?: React.ReactNode }) {
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
      {children}
    </div>
  );
}

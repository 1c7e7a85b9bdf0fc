'use client';

import { useEffect, useId, useRef, useState } from 'react';
import type { Editor, JSONContent } from '@tiptap/react';
import { toast } from 'sonner';
import { Table as IconeTabela } from 'lucide-react';
import { apiRequest, errorMessage } from '@/lib/api/client';
import { MSG_SEM_EVENTOS, tabelaDaLinhaDoTempo, type EventoDaTabela } from '@/lib/domain/autos/citacao';

type Estado = { eventos: EventoDaTabela[] } | { erro: string } | null;

/**
 * Where the table goes: at the cursor once the perito has been in the text (after the block the cursor is in, or in
 * place of an empty paragraph, since a table lives at the top level), else at the end of the document.
 */
function destino(editor: Editor, tocado: boolean): number | { from: number; to: number } {
  const { doc, selection } = editor.state;
  if (!tocado) return doc.content.size;
  const { $from } = selection;
  if ($from.depth === 0) return $from.pos;
  const bloco = $from.node(1);
  if (bloco.type.name === 'paragraph' && bloco.content.size === 0) return { from: $from.before(1), to: $from.after(1) };
  return $from.after(1);
}

/**
 * 'Inserir linha do tempo (tabela)' (issue 35 item 7): the case's accepted clinical timeline as a table Data | Evento |
 * Fonte in the draft, each source a citation linked to its page of the autos (lib/domain/autos/citacao). Disabled,
 * saying why, while the timeline has no event. The events are read once when the editor opens (a logged read).
 */
export function InserirLinhaDoTempo({ editor, processoId }: { editor: Editor; processoId: number }) {
  const [estado, setEstado] = useState<Estado>(null);
  const tocado = useRef(editor.isFocused);
  const dica = useId();

  useEffect(() => {
    let vivo = true;
    apiRequest<EventoDaTabela[]>(`/api/processo/${processoId}/linha-do-tempo`).then(
      (r) => vivo && setEstado({ eventos: r.data }),
      (err: unknown) => vivo && setEstado({ erro: errorMessage(err) }),
    );
    return () => {
      vivo = false;
    };
  }, [processoId]);

  useEffect(() => {
    const marcar = () => {
      tocado.current = true;
    };
    editor.on('focus', marcar);
    return () => {
      editor.off('focus', marcar);
    };
  }, [editor]);

  const eventos = estado && 'eventos' in estado ? estado.eventos : [];
  const motivo =
    estado === null ? 'Carregando a linha do tempo…' : 'erro' in estado ? `Linha do tempo indisponível: ${estado.erro}` : eventos.length === 0 ? MSG_SEM_EVENTOS : null;

  function inserir() {
    const tabela = tabelaDaLinhaDoTempo(eventos);
    if (!tabela) return;
    if (editor.chain().focus().insertContentAt(destino(editor, tocado.current), tabela as JSONContent).run()) {
      toast.success(`Linha do tempo inserida: ${eventos.length} ${eventos.length === 1 ? 'evento' : 'eventos'}`);
    }
  }

  return (
    <span className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        disabled={motivo !== null}
        aria-describedby={motivo ? dica : undefined}
        onMouseDown={(e) => e.preventDefault()}
        onClick={inserir}
        className="inline-flex items-center gap-1 rounded px-2 py-1 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-50 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <IconeTabela className="size-4" aria-hidden />
        Inserir linha do tempo (tabela)
      </button>
      {motivo && (
        <span id={dica} className="text-xs text-slate-600 dark:text-slate-400">
          {motivo}
        </span>
      )}
    </span>
  );
}

'use client';

import { useEffect, useRef, useState } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import { useDebouncedCallback } from 'use-debounce';
import { toast } from 'sonner';
import { clsx } from 'clsx';
import Link from 'next/link';
import { History, PencilLine, Send } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { MotivoDialog } from '@/components/trabalho/etapa-dialogs';
import { apiRequest, errorMessage } from '@/lib/api/client';
import type { EntregaView, VersaoItem } from '@/lib/data/entregas';
import type { EntregaDoc } from '@/lib/domain/entregas';
import { Barra, EXTENSOES } from './entrega-barra';
import { InserirLinhaDoTempo } from './entrega-linha-do-tempo';
import { formatDateTime } from './format';

export { EXTENSOES } from './entrega-barra';

const AUTOSAVE_MS = 1200;
type Salvamento = { estado: 'salvo' | 'salvando' | 'pendente' | 'erro'; quando?: string; erro?: string };

/**
 * A phase's deliverable in Tiptap: the perito (or an admin) writes from the phase's template, drafts autosave
 * (debounced) as versions, 'Salvar versão' keeps a named point, 'Versões' restores one, 'Publicar' turns it into
 * the PDF and DOCX of the phase. Published (or for the owner advogado) the same editor shows it read-only: the
 * stored JSON is rendered by the editor's own schema, never injected as HTML.
 */
export function EntregaEditor({ entrega, rotulo, onMudou }: { entrega: EntregaView; rotulo: string; onMudou: () => void }) {
  const editavel = entrega.pode_escrever && entrega.status !== 'publicada';
  const base = `/api/processo/${entrega.id_processo}/fases/${entrega.id_fase}/entrega`;
  const [salvamento, setSalvamento] = useState<Salvamento>({
    estado: 'salvo',
    quando: entrega.atualizada_em ?? undefined,
  });
  const [versao, setVersao] = useState(entrega.versao);
  const [confirmar, setConfirmar] = useState(false);
  const [corrigindo, setCorrigindo] = useState(false);
  const [publicando, setPublicando] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [versoes, setVersoes] = useState<VersaoItem[] | null>(null);
  const [versoesAbertas, setVersoesAbertas] = useState(false);
  const emVoo = useRef<Promise<boolean>>(Promise.resolve(true));

  const editor = useEditor({
    extensions: EXTENSOES,
    content: entrega.conteudo,
    editable: editavel,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': `Texto da entrega: ${entrega.titulo}`,
        'aria-readonly': String(!editavel),
        class: 'entrega-texto min-h-64 p-4 focus:outline-none',
      },
    },
    onUpdate: () => {
      setSalvamento((s) => ({ ...s, estado: 'pendente' }));
      autosave();
    },
  });

  async function salvar(novaVersao: boolean): Promise<boolean> {
    if (!editor) return false;
    const conteudo = editor.getJSON() as EntregaDoc;
    setSalvamento((s) => ({ ...s, estado: 'salvando' }));
    const anterior = emVoo.current;
    const atual = (async () => {
      await anterior;
      try {
        const { data } = await apiRequest<EntregaView>(base, { method: 'PUT', body: { conteudo, nova_versao: novaVersao } });
        setVersao(data.versao);
        setSalvamento({ estado: 'salvo', quando: data.atualizada_em ?? new Date().toISOString() });
        return true;
      } catch (err) {
        setSalvamento({ estado: 'erro', erro: errorMessage(err) });
        return false;
      }
    })();
    emVoo.current = atual;
    return atual;
  }

  const autosave = useDebouncedCallback(() => void salvar(false), AUTOSAVE_MS, { maxWait: 10_000 });
  useEffect(() => () => autosave.flush(), [autosave]);

  async function salvarVersao() {
    autosave.cancel();
    if (await salvar(true)) toast.success('Versão salva');
  }

  async function abrirVersoes() {
    setVersoesAbertas(true);
    setVersoes(null);
    try {
      setVersoes((await apiRequest<VersaoItem[]>(`${base}/versoes`)).data);
    } catch (err) {
      setErro(errorMessage(err));
      setVersoesAbertas(false);
    }
  }

  async function restaurar(numero: number) {
    if (!editor) return;
    autosave.cancel();
    await emVoo.current;
    try {
      const { data } = await apiRequest<EntregaView>(`${base}/versoes/${numero}/restaurar`, { method: 'POST' });
      editor.commands.setContent(data.conteudo, { emitUpdate: false });
      setVersao(data.versao);
      setSalvamento({ estado: 'salvo', quando: data.atualizada_em ?? undefined });
      setVersoesAbertas(false);
      toast.success(`Versão ${numero} restaurada`);
    } catch (err) {
      setErro(errorMessage(err));
    }
  }

  async function publicar() {
    setErro(null);
    setPublicando(true);
    try {
      autosave.cancel();
      // A template never saved yet (opened and published as it came) is saved first, so the server judges it.
      if ((salvamento.estado !== 'salvo' || !salvamento.quando) && !(await salvar(false))) return;
      await emVoo.current;
      await apiRequest(`${base}/publicar`, { method: 'POST' });
      toast.success('Entrega publicada com sucesso');
      setConfirmar(false);
      onMudou();
    } catch (err) {
      setErro(errorMessage(err));
      setConfirmar(false);
    } finally {
      setPublicando(false);
    }
  }

  const status =
    salvamento.estado === 'salvando'
      ? 'Salvando…'
      : salvamento.estado === 'pendente'
        ? 'Alterações não salvas'
        : salvamento.estado === 'erro'
          ? `Não foi possível salvar: ${salvamento.erro}`
          : salvamento.quando
            ? `Rascunho salvo em ${formatDateTime(salvamento.quando)}${versao ? ` · versão ${versao}` : ''}`
            : 'Modelo da fase: comece a escrever; o rascunho é salvo automaticamente.';

  return (
    <div className="space-y-3">
      {erro && (
        <Alert tone="error">
          {erro}
          {/* Registration or certificate to fix before publishing (issue 28): straight to where it is kept. */}
          {erro.includes('Perfil profissional') && (
            <>
              {' '}
              <Link href="/sistema/perfil-profissional" className="font-medium underline">
                Abrir Perfil profissional
              </Link>
            </>
          )}
        </Alert>
      )}
      {editavel && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Os trechos destacados em amarelo são orientações do modelo: substitua cada um pelo seu texto ou apague-o antes de publicar.
        </p>
      )}
      <div className="rounded-md border border-slate-300 bg-white dark:border-slate-700 dark:bg-slate-950">
        {editor && editavel && (
          <Barra editor={editor}>
            <InserirLinhaDoTempo editor={editor} processoId={entrega.id_processo} />
          </Barra>
        )}
        {editor ? <EditorContent editor={editor} /> : <p className="p-4 text-sm text-slate-600 dark:text-slate-400">Carregando editor…</p>}
      </div>
      {entrega.pode_corrigir && (
        <div className="flex justify-end">
          <Button variant="secondary" size="sm" onClick={() => setCorrigindo(true)}>
            <PencilLine className="size-4" aria-hidden />
            Corrigir entrega
          </Button>
        </div>
      )}
      {editavel && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p role="status" aria-live="polite" className={clsx('text-sm', salvamento.estado === 'erro' ? 'text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400')}>
            {status}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="ghost" size="sm" onClick={() => void abrirVersoes()}>
              <History className="size-4" aria-hidden />
              Versões
            </Button>
            <Button variant="secondary" size="sm" onClick={() => void salvarVersao()} disabled={salvamento.estado === 'salvando'}>
              Salvar versão
            </Button>
            <Button size="sm" onClick={() => setConfirmar(true)} disabled={publicando}>
              <Send className="size-4" aria-hidden />
              Publicar
            </Button>
          </div>
        </div>
      )}

      <Dialog
        open={confirmar}
        onOpenChange={(o) => !publicando && setConfirmar(o)}
        title={`Publicar ${rotulo}`}
        description="A entrega vira um PDF e um DOCX com o timbre do escritório e fica disponível ao advogado do processo, que é avisado. Depois, só muda por 'Corrigir entrega', que registra o motivo."
      >
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirmar(false)} disabled={publicando}>
            Cancelar
          </Button>
          <Button onClick={() => void publicar()} disabled={publicando} aria-busy={publicando}>
            {publicando ? 'Publicando…' : 'Publicar entrega'}
          </Button>
        </div>
      </Dialog>

      <MotivoDialog
        open={corrigindo}
        onOpenChange={setCorrigindo}
        onDone={onMudou}
        title={`Corrigir ${rotulo}`}
        description="A entrega volta a ser um rascunho para você corrigir e publicar de novo. Até lá, o PDF e o DOCX publicados continuam com o processo. O motivo fica registrado na Cronologia."
        submitLabel="Reabrir para correção"
        endpoint={`${base}/corrigir`}
        successMessage="Entrega reaberta para correção. Publique-a de novo quando terminar."
      />

      <Dialog open={versoesAbertas} onOpenChange={setVersoesAbertas} title="Versões do rascunho" description="Restaurar uma versão a torna o rascunho atual; as demais continuam guardadas.">
        {versoes === null ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Carregando versões…</p>
        ) : versoes.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Nenhuma versão salva ainda.</p>
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label="Versões">
            {versoes.map((v) => (
              <li key={v.numero} className="flex items-center justify-between gap-2 py-2 text-sm">
                <span>
                  <span className="font-medium">Versão {v.numero}</span> · {formatDateTime(v.atualizada_em)}
                  {v.autor ? ` · ${v.autor}` : ''}
                  {v.origem === 'manual' ? ' · salva manualmente' : v.origem === 'restauracao' ? ` · restaurada da versão ${v.restaurada_de}` : ''}
                </span>
                {v.numero !== versao && (
                  <Button variant="secondary" size="sm" onClick={() => void restaurar(v.numero)}>
                    Restaurar<span className="sr-only"> versão {v.numero}</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Dialog>
    </div>
  );
}

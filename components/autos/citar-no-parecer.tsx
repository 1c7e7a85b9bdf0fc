'use client';

import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Quote } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { apiRequest, errorMessage } from '@/lib/api/client';

type EntregaResumo = { id_fase: number; titulo: string; status: 'nova' | 'rascunho' | 'publicada' };

/**
 * 'Citar no parecer' (issue 35 item 7): from a search result, a page in the viewer or a timeline event, the sentence
 * and its reference '(doc. «título», p. 123)' go to the end of the draft of a deliverable the perito chooses (the
 * phases whose deliverable is not published). The reference links back to the page.
 */
export function CitarNoParecer({
  processoId,
  documentoId,
  pagina,
  trecho,
  descricao,
}: {
  processoId: number;
  documentoId: number;
  pagina: number;
  /** The sentence to quote, asked at click time (the viewer's selected text); empty: the page's first sentence. */
  trecho: () => string;
  /** What is cited, for screen readers ('Autos, p. 12'). */
  descricao: string;
}) {
  const [aberto, setAberto] = useState(false);
  const [citado, setCitado] = useState('');
  const [entregas, setEntregas] = useState<EntregaResumo[] | null>(null);
  const [fase, setFase] = useState<number | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const naPressao = useRef('');

  async function abrir() {
    setCitado(trecho().trim() || naPressao.current);
    naPressao.current = '';
    setErro(null);
    setEntregas(null);
    setAberto(true);
    try {
      const lista = (await apiRequest<EntregaResumo[]>(`/api/processo/${processoId}/entregas`)).data.filter((e) => e.status !== 'publicada');
      setEntregas(lista);
      setFase((f) => (f !== null && lista.some((e) => e.id_fase === f) ? f : (lista.find((e) => e.status === 'rascunho') ?? lista[0])?.id_fase ?? null));
    } catch (err) {
      setErro(errorMessage(err));
      setEntregas([]);
    }
  }

  async function citar() {
    if (fase === null) return;
    setEnviando(true);
    setErro(null);
    try {
      await apiRequest(`/api/processo/${processoId}/fases/${fase}/entrega/citar`, {
        method: 'POST',
        body: { documentoId, pagina, ...(citado ? { trecho: citado } : {}) },
      });
      toast.success(`Citação inserida em «${entregas?.find((e) => e.id_fase === fase)?.titulo ?? 'entrega'}»`);
      setAberto(false);
    } catch (err) {
      setErro(errorMessage(err));
    } finally {
      setEnviando(false);
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        // The viewer's selection is read before the click moves the focus.
        onMouseDown={() => (naPressao.current = trecho().trim())}
        onClick={() => void abrir()}
      >
        <Quote className="size-4" aria-hidden />
        Citar no parecer<span className="sr-only">: {descricao}</span>
      </Button>
      <Dialog
        open={aberto}
        onOpenChange={(o) => !enviando && setAberto(o)}
        title="Citar no parecer"
        description={`A frase e a referência (${descricao}) vão para o fim do rascunho escolhido; lá você a move para onde quiser.`}
      >
        <div className="space-y-3">
          <blockquote className="rounded bg-slate-50 p-2 text-sm italic dark:bg-slate-800">
            {citado ? `“${citado.replace(/[«»]/g, '')}”` : 'Sem trecho escolhido: será citado o começo da página.'}
          </blockquote>
          {erro && <Alert tone="error">{erro}</Alert>}
          {entregas === null ? (
            <p role="status" className="text-sm">
              Carregando as entregas…
            </p>
          ) : entregas.length === 0 ? (
            !erro && <Alert tone="info">Todas as entregas deste processo já foram publicadas: não há rascunho onde citar.</Alert>
          ) : (
            <fieldset className="space-y-1">
              <legend className="mb-1 text-sm font-medium">Entrega onde citar</legend>
              {entregas.map((e) => (
                <label key={e.id_fase} className="flex items-center gap-2 text-sm">
                  <input type="radio" name="fase-citacao" value={e.id_fase} checked={fase === e.id_fase} onChange={() => setFase(e.id_fase)} />
                  {e.titulo}
                  {e.status === 'rascunho' ? ' (rascunho)' : ' (ainda não começada)'}
                </label>
              ))}
            </fieldset>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setAberto(false)} disabled={enviando}>
              Cancelar
            </Button>
            <Button onClick={() => void citar()} disabled={enviando || fase === null || !entregas?.length} aria-busy={enviando}>
              {enviando ? 'Inserindo…' : 'Inserir citação'}
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}

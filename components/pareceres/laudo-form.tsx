'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { notify } from '@/components/forms/notify';
import { useApiForm } from '@/components/forms/use-api-form';
import { ApiError, apiRequest } from '@/lib/api/client';
import { POSICAO_LABELS, POSICOES, type Posicao, type QuadroPericial, type RespostaLaudo } from '@/lib/domain/pareceres/quadro';
import { FontesEditor, type DocumentoOpcao } from './fontes-editor';
import { QUADRO_VAZIO, QuadroCampos } from './quadro-form';

type Laudo = { documentoId: number | null; data: string | null; perito: string; quadro: QuadroPericial; respostas: RespostaLaudo[] };
const VAZIO: Laudo = { documentoId: null, data: null, perito: '', quadro: QUADRO_VAZIO, respostas: [] };
const rotulo = 'block text-sm font-medium';

/**
 * The court expert's laudo (issue 37 item 4): its document, date and expert, the court's quadro, and per quesito
 * the court's answer with the assistente's position, reasoning and sources; then 'Gerar impugnação' builds the
 * Fase 4 draft from it. Read-only for whoever may not write the case's deliverables.
 */
export function LaudoJudicialForm({ processoId, documentos, quesitos, podeEditar }: { processoId: number; documentos: DocumentoOpcao[]; quesitos: string[]; podeEditar: boolean }) {
  const router = useRouter();
  const [l, setL] = useState<Laudo | null>(null);
  const [registrado, setRegistrado] = useState(false);
  const [erroCarga, setErroCarga] = useState<string | null>(null);
  const [erros, setErros] = useState<Record<string, string>>({});
  const [gerando, setGerando] = useState(false);
  // The laudo is one object edited in place: sent whole, its server errors kept by path ('respostas.0.quesito').
  const {
    submit,
    formError: erro,
    setFormError: setErro,
    formState: { isSubmitting },
  } = useApiForm({
    send: () => apiRequest(`/api/processo/${processoId}/laudo-judicial`, { method: 'PUT', body: l }),
    success: 'Laudo judicial salvo.',
    onSuccess: () => {
      setErros({});
      setRegistrado(true);
    },
    onFailure: (err) => setErros(err instanceof ApiError ? err.errors : {}),
  });
  const enviando = isSubmitting || gerando;

  useEffect(() => {
    let vivo = true;
    apiRequest<Laudo>(`/api/processo/${processoId}/laudo-judicial`, { handle: [404] })
      .then((r) => {
        if (!vivo) return;
        setL(r.data);
        setRegistrado(true);
      })
      .catch((e: unknown) => {
        if (!vivo) return;
        if (e instanceof ApiError && e.status === 404) setL(VAZIO);
        else setErroCarga(e instanceof ApiError ? e.message : 'Não foi possível carregar o laudo judicial.');
      });
    return () => {
      vivo = false;
    };
  }, [processoId]);

  if (!l) return erroCarga ? <Alert tone="error">{erroCarga}</Alert> : <p className="text-sm">Carregando o laudo judicial...</p>;
  if (!podeEditar && !registrado) return <p className="text-sm text-slate-600 dark:text-slate-400">O laudo do perito do juízo ainda não foi registrado.</p>;
  const ro = !podeEditar;
  const resp = (i: number, r: Partial<RespostaLaudo>) => setL({ ...l, respostas: l.respostas.map((x, j) => (j === i ? { ...x, ...r } : x)) });

  const gerar = async () => {
    setGerando(true);
    setErro(null);
    try {
      await apiRequest(`/api/processo/${processoId}/laudo-judicial/impugnacao`, { method: 'POST' });
      notify('success', 'Rascunho da impugnação gerado na Entrega do Serviço Avulso.');
      router.push(`/processo/${processoId}?tab=documentos`);
      router.refresh();
    } catch (err) {
      setErro(err instanceof ApiError ? err.message : 'Não foi possível gerar a impugnação.');
    } finally {
      setGerando(false);
    }
  };

  return (
    <form method="post" onSubmit={submit} noValidate aria-label="Laudo do perito do juízo" className="space-y-4">
      {erro && <Alert tone="error">{erro}</Alert>}
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="space-y-1">
          <label className={rotulo} htmlFor="laudo-documento">Documento do laudo</label>
          <select id="laudo-documento" className={inputClass} disabled={ro} value={l.documentoId ?? ''} onChange={(e) => setL({ ...l, documentoId: e.target.value ? Number(e.target.value) : null })}>
            <option value="">Nenhum</option>
            {documentos.map((d) => <option key={d.id} value={d.id}>{d.titulo}</option>)}
          </select>
          {erros.documentoId && <p className="text-sm text-red-700">{erros.documentoId}</p>}
        </div>
        <div className="space-y-1">
          <label className={rotulo} htmlFor="laudo-data">Data do laudo</label>
          <input id="laudo-data" type="date" className={inputClass} disabled={ro} value={l.data ?? ''} onChange={(e) => setL({ ...l, data: e.target.value || null })} />
          {erros.data && <p className="text-sm text-red-700">{erros.data}</p>}
        </div>
        <div className="space-y-1">
          <label className={rotulo} htmlFor="laudo-perito">Perito do juízo</label>
          <input id="laudo-perito" className={inputClass} disabled={ro} value={l.perito} maxLength={200} onChange={(e) => setL({ ...l, perito: e.target.value })} />
          {erros.perito && <p className="text-sm text-red-700">{erros.perito}</p>}
        </div>
      </div>
      <details className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
        <summary className="cursor-pointer text-sm font-semibold">Quadro segundo o perito do juízo</summary>
        <div className="mt-3">
          <QuadroCampos prefixo="laudo" q={l.quadro} onChange={(quadro) => setL({ ...l, quadro })} documentos={documentos} erros={Object.fromEntries(Object.entries(erros).filter(([k]) => k.startsWith('quadro.')).map(([k, v]) => [k.slice(7), v]))} somenteLeitura={ro} />
        </div>
      </details>
      <section aria-label="Respostas do perito do juízo" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-semibold">Respostas aos quesitos</h3>
          {!ro && (
            <div className="flex gap-2">
              {quesitos.length > 0 && (
                <Button variant="secondary" size="sm" onClick={() => setL({ ...l, respostas: [...l.respostas, ...quesitos.map((quesito) => ({ quesito, respostaJudicial: '', posicao: 'concorda' as Posicao, fundamentacao: '', fontes: [] }))] })}>
                  Trazer os quesitos do processo
                </Button>
              )}
              <Button variant="secondary" size="sm" onClick={() => setL({ ...l, respostas: [...l.respostas, { quesito: '', respostaJudicial: '', posicao: 'concorda', fundamentacao: '', fontes: [] }] })}>
                Adicionar quesito
              </Button>
            </div>
          )}
        </div>
        {l.respostas.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">Nenhuma resposta registrada.</p>}
        <ol className="space-y-3">
          {l.respostas.map((r, i) => (
            <li key={i} className="space-y-2 rounded-md border border-slate-200 p-3 dark:border-slate-700" aria-label={`Resposta ${i + 1}`}>
              <div className="space-y-1">
                <label className={rotulo} htmlFor={`r${i}-quesito`}>Quesito {i + 1}</label>
                <textarea id={`r${i}-quesito`} rows={2} className={inputClass} disabled={ro} value={r.quesito} onChange={(e) => resp(i, { quesito: e.target.value })} />
                {erros[`respostas.${i}.quesito`] && <p className="text-sm text-red-700">{erros[`respostas.${i}.quesito`]}</p>}
              </div>
              <div className="space-y-1">
                <label className={rotulo} htmlFor={`r${i}-judicial`}>Resposta do perito do juízo ({i + 1})</label>
                <textarea id={`r${i}-judicial`} rows={3} className={inputClass} disabled={ro} value={r.respostaJudicial} onChange={(e) => resp(i, { respostaJudicial: e.target.value })} />
              </div>
              <div className="space-y-1">
                <label className={rotulo} htmlFor={`r${i}-posicao`}>Posição do assistente técnico ({i + 1})</label>
                <select id={`r${i}-posicao`} className={inputClass} disabled={ro} value={r.posicao} onChange={(e) => resp(i, { posicao: e.target.value as Posicao })}>
                  {POSICOES.map((p) => <option key={p} value={p}>{POSICAO_LABELS[p]}</option>)}
                </select>
              </div>
              <div className="space-y-1">
                <label className={rotulo} htmlFor={`r${i}-fund`}>Fundamentação ({i + 1})</label>
                <textarea id={`r${i}-fund`} rows={3} className={inputClass} disabled={ro} value={r.fundamentacao} onChange={(e) => resp(i, { fundamentacao: e.target.value })} aria-describedby={`r${i}-fund-dica`} />
                <p id={`r${i}-fund-dica`} className="text-xs text-slate-600 dark:text-slate-400">Obrigatória quando diverge: por que a resposta do perito do juízo não se sustenta, com as páginas dos autos.</p>
                {erros[`respostas.${i}.fundamentacao`] && <p className="text-sm text-red-700">{erros[`respostas.${i}.fundamentacao`]}</p>}
              </div>
              <FontesEditor rotulo={`Fontes da resposta ${i + 1}`} fontes={r.fontes} documentos={documentos} somenteLeitura={ro} onChange={(fontes) => resp(i, { fontes })} />
              {!ro && (
                <Button variant="ghost" size="sm" onClick={() => setL({ ...l, respostas: l.respostas.filter((_, j) => j !== i) })}>
                  Remover resposta {i + 1}
                </Button>
              )}
            </li>
          ))}
        </ol>
      </section>
      {!ro && (
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={enviando} aria-busy={enviando}>{enviando ? 'Salvando...' : 'Salvar laudo judicial'}</Button>
          <Button variant="secondary" disabled={enviando || !registrado} onClick={gerar}>Gerar impugnação ao laudo (Serviço Avulso)</Button>
        </div>
      )}
    </form>
  );
}

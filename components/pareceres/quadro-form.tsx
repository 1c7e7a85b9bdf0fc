'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { useApiForm } from '@/components/forms/use-api-form';
import { ApiError, apiRequest } from '@/lib/api/client';
import {
  ABRANGENCIA_LABELS,
  ABRANGENCIAS_INCAPACIDADE,
  AJUDA_QUADRO,
  DURACAO_LABELS,
  DURACOES_INCAPACIDADE,
  GRAU_LABELS,
  GRAUS_INCAPACIDADE,
  NEXO_LABELS,
  NEXOS,
  type QuadroPericial,
} from '@/lib/domain/pareceres/quadro';
import { CidCombobox } from './cid-combobox';
import { FontesEditor, type DocumentoOpcao } from './fontes-editor';

export const QUADRO_VAZIO: QuadroPericial = {
  diagnosticos: [],
  did: { data: null, criterio: '', fontes: [] },
  dii: { data: null, criterio: '', fontes: [], justificativa: null },
  incapacidade: { grau: 'nenhuma', duracao: null, abrangencia: null },
  dcbSugerida: null,
  reabilitacao: false,
  auxilioTerceiros: false,
  nexo: 'nao_avaliado',
  observacoes: '',
};

const rotulo = 'block text-sm font-medium';
const dica = 'text-xs text-slate-600 dark:text-slate-400';

/** A labelled control with its help text (item 6) and its error, wired with aria-describedby. */
function Campo({ id, label, ajuda, erro, children }: { id: string; label: string; ajuda: string; erro?: string; children: (p: { id: string; 'aria-describedby': string; 'aria-invalid': boolean }) => React.ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className={rotulo}>{label}</label>
      {children({ id, 'aria-describedby': `${id}-ajuda${erro ? ` ${id}-erro` : ''}`, 'aria-invalid': Boolean(erro) })}
      <p id={`${id}-ajuda`} className={dica}>{ajuda}</p>
      {erro && <p id={`${id}-erro`} className="text-sm text-red-700 dark:text-red-400">{erro}</p>}
    </div>
  );
}

/**
 * The quadro pericial form (issue 37 item 3) or, with `destino` = the laudo's, the court's quadro inside the laudo
 * form (`onChange` then lifts each change). Diagnoses through the CID-10 autocomplete; DID and DII with their
 * criterion and sources; every field with help text saying what it means.
 */
export function QuadroCampos({ prefixo, q, onChange, documentos, erros, somenteLeitura = false }: {
  prefixo: string;
  q: QuadroPericial;
  onChange: (q: QuadroPericial) => void;
  documentos: DocumentoOpcao[];
  erros: Record<string, string>;
  somenteLeitura?: boolean;
}) {
  const id = (s: string) => `${prefixo}-${s}`;
  const marco = (k: 'did' | 'dii', nome: string) => (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold">{nome}</legend>
      <Campo id={id(`${k}-data`)} label={`${nome} — data`} ajuda={AJUDA_QUADRO[k]} erro={erros[`${k}.data`]}>
        {(p) => <input {...p} type="date" className={inputClass} disabled={somenteLeitura} value={q[k].data ?? ''} onChange={(e) => onChange({ ...q, [k]: { ...q[k], data: e.target.value || null } })} />}
      </Campo>
      <Campo id={id(`${k}-criterio`)} label={`${nome} — critério`} ajuda={AJUDA_QUADRO.criterio} erro={erros[`${k}.criterio`]}>
        {(p) => <textarea {...p} rows={2} className={inputClass} disabled={somenteLeitura} value={q[k].criterio} onChange={(e) => onChange({ ...q, [k]: { ...q[k], criterio: e.target.value } })} />}
      </Campo>
      <FontesEditor rotulo={`Fontes da ${nome.split(' ')[0]}`} fontes={q[k].fontes} documentos={documentos} somenteLeitura={somenteLeitura} onChange={(fontes) => onChange({ ...q, [k]: { ...q[k], fontes } })} />
      {Object.entries(erros).filter(([c]) => c.startsWith(`${k}.fontes`)).map(([c, m]) => <p key={c} className="text-sm text-red-700">{m}</p>)}
      {k === 'dii' && (
        <Campo id={id('dii-justificativa')} label="Justificativa (DII anterior à DID)" ajuda={AJUDA_QUADRO.justificativa} erro={erros['dii.justificativa']}>
          {(p) => <textarea {...p} rows={2} className={inputClass} disabled={somenteLeitura} value={q.dii.justificativa ?? ''} onChange={(e) => onChange({ ...q, dii: { ...q.dii, justificativa: e.target.value || null } })} />}
        </Campo>
      )}
    </fieldset>
  );
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className={rotulo}>Diagnósticos (CID-10)</legend>
        <p className={dica}>{AJUDA_QUADRO.diagnosticos}</p>
        <ul className="space-y-1" aria-label={`Diagnósticos — ${prefixo}`}>
          {q.diagnosticos.map((d, i) => (
            <li key={`${d.cid}-${i}`} className="flex items-center justify-between gap-2 rounded border border-slate-200 px-3 py-1 text-sm dark:border-slate-700">
              <span><span className="font-mono font-semibold">{d.cid}</span> — {d.descricao}</span>
              {!somenteLeitura && (
                <Button variant="ghost" size="sm" onClick={() => onChange({ ...q, diagnosticos: q.diagnosticos.filter((_, j) => j !== i) })}>
                  Remover<span className="sr-only"> {d.cid}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
        {!somenteLeitura && (
          <CidCombobox
            key={q.diagnosticos.length}
            label="Adicionar diagnóstico"
            valor={null}
            error={erros.diagnosticos}
            onEscolher={(v) => v && !q.diagnosticos.some((d) => d.cid === v.cid) && onChange({ ...q, diagnosticos: [...q.diagnosticos, v] })}
          />
        )}
      </fieldset>
      {marco('did', 'DID (início da doença)')}
      {marco('dii', 'DII (início da incapacidade)')}
      <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-3 dark:border-slate-700">
        <legend className="px-1 text-sm font-semibold">Incapacidade</legend>
        <Campo id={id('grau')} label="Grau" ajuda={AJUDA_QUADRO.grau}>
          {(p) => (
            <select {...p} className={inputClass} disabled={somenteLeitura} value={q.incapacidade.grau} onChange={(e) => onChange({ ...q, incapacidade: { ...q.incapacidade, grau: e.target.value as QuadroPericial['incapacidade']['grau'] } })}>
              {GRAUS_INCAPACIDADE.map((g) => <option key={g} value={g}>{GRAU_LABELS[g]}</option>)}
            </select>
          )}
        </Campo>
        <Campo id={id('duracao')} label="Duração" ajuda={AJUDA_QUADRO.duracao}>
          {(p) => (
            <select {...p} className={inputClass} disabled={somenteLeitura} value={q.incapacidade.duracao ?? ''} onChange={(e) => onChange({ ...q, incapacidade: { ...q.incapacidade, duracao: (e.target.value || null) as QuadroPericial['incapacidade']['duracao'] } })}>
              <option value="">Não se aplica</option>
              {DURACOES_INCAPACIDADE.map((g) => <option key={g} value={g}>{DURACAO_LABELS[g]}</option>)}
            </select>
          )}
        </Campo>
        <Campo id={id('abrangencia')} label="Abrangência" ajuda={AJUDA_QUADRO.abrangencia}>
          {(p) => (
            <select {...p} className={inputClass} disabled={somenteLeitura} value={q.incapacidade.abrangencia ?? ''} onChange={(e) => onChange({ ...q, incapacidade: { ...q.incapacidade, abrangencia: (e.target.value || null) as QuadroPericial['incapacidade']['abrangencia'] } })}>
              <option value="">Não se aplica</option>
              {ABRANGENCIAS_INCAPACIDADE.map((g) => <option key={g} value={g}>{ABRANGENCIA_LABELS[g]}</option>)}
            </select>
          )}
        </Campo>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Campo id={id('dcb')} label="DCB sugerida" ajuda={AJUDA_QUADRO.dcbSugerida} erro={erros.dcbSugerida}>
          {(p) => <input {...p} type="date" className={inputClass} disabled={somenteLeitura} value={q.dcbSugerida ?? ''} onChange={(e) => onChange({ ...q, dcbSugerida: e.target.value || null })} />}
        </Campo>
        <Campo id={id('nexo')} label="Nexo com o trabalho" ajuda={AJUDA_QUADRO.nexo}>
          {(p) => (
            <select {...p} className={inputClass} disabled={somenteLeitura} value={q.nexo} onChange={(e) => onChange({ ...q, nexo: e.target.value as QuadroPericial['nexo'] })}>
              {NEXOS.map((n) => <option key={n} value={n}>{NEXO_LABELS[n]}</option>)}
            </select>
          )}
        </Campo>
      </div>
      <div className="space-y-2">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" disabled={somenteLeitura} checked={q.reabilitacao} onChange={(e) => onChange({ ...q, reabilitacao: e.target.checked })} aria-describedby={id('reab-ajuda')} />
          Indica reabilitação profissional
        </label>
        <p id={id('reab-ajuda')} className={dica}>{AJUDA_QUADRO.reabilitacao}</p>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" disabled={somenteLeitura} checked={q.auxilioTerceiros} onChange={(e) => onChange({ ...q, auxilioTerceiros: e.target.checked })} aria-describedby={id('terc-ajuda')} />
          Necessita de assistência permanente de terceiros
        </label>
        <p id={id('terc-ajuda')} className={dica}>{AJUDA_QUADRO.auxilioTerceiros}</p>
      </div>
      <Campo id={id('obs')} label="Observações" ajuda={AJUDA_QUADRO.observacoes} erro={erros.observacoes}>
        {(p) => <textarea {...p} rows={3} className={inputClass} disabled={somenteLeitura} value={q.observacoes} onChange={(e) => onChange({ ...q, observacoes: e.target.value })} />}
      </Campo>
    </div>
  );
}

/** The quadro pericial card: the form for the assigned perito and admins, read-only for everyone else. */
export function QuadroPericialForm({ processoId, inicial, documentos, podeEditar }: { processoId: number; inicial: QuadroPericial | null; documentos: DocumentoOpcao[]; podeEditar: boolean }) {
  const router = useRouter();
  const [q, setQ] = useState<QuadroPericial>(inicial ?? QUADRO_VAZIO);
  const [erros, setErros] = useState<Record<string, string>>({});
  // The quadro is one object edited in place (QuadroCampos): sent whole, its server errors kept by path ('did.criterio').
  const {
    submit,
    formError: erro,
    formState: { isSubmitting: enviando },
  } = useApiForm({
    send: () => apiRequest(`/api/processo/${processoId}/quadro-pericial`, { method: 'PUT', body: q }),
    success: 'Quadro pericial salvo.',
    onSuccess: () => {
      setErros({});
      router.refresh();
    },
    onFailure: (err) => setErros(err instanceof ApiError ? err.errors : {}),
  });
  if (!podeEditar && !inicial) return <p className="text-sm text-slate-600 dark:text-slate-400">O perito ainda não registrou o quadro pericial.</p>;
  return (
    <form method="post" onSubmit={submit} noValidate aria-label="Quadro pericial" className="space-y-4">
      {erro && <Alert tone="error">{erro}</Alert>}
      <QuadroCampos prefixo="quadro" q={q} onChange={setQ} documentos={documentos} erros={erros} somenteLeitura={!podeEditar} />
      {podeEditar && (
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={enviando} aria-busy={enviando}>{enviando ? 'Salvando...' : 'Salvar quadro pericial'}</Button>
          {inicial && (
            <a className="self-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-300" href={`/api/processo/${processoId}/quadro-pericial?formato=json`} download>
              Exportar JSON
            </a>
          )}
        </div>
      )}
    </form>
  );
}

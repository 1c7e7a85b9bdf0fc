'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field';
import { notify } from '@/components/forms/notify';
import { useApiForm } from '@/components/forms/use-api-form';
import { ApiError, apiRequest } from '@/lib/api/client';
import { TIPO_ACAO_MODELO_LABELS, TIPOS_ACAO_MODELO, type TipoAcaoModelo } from '@/lib/domain/pareceres/modelos';

type Modelo = { id: number; titulo: string; tipoAcao: TipoAcaoModelo; especialidade: string | null; fonte: string; quesitos: string[] };
type Rascunho = { titulo: string; tipoAcao: TipoAcaoModelo; especialidade: string; fonte: string; quesitos: string };

const vazio: Rascunho = { titulo: '', tipoAcao: 'incapacidade', especialidade: '', fonte: 'Redação própria do escritório.', quesitos: '' };
const rascunhoDe = (m: Modelo): Rascunho => ({ ...m, especialidade: m.especialidade ?? '', quesitos: m.quesitos.join('\n') });

/** Create or edit one model: a quesito per line. */
function ModeloForm({ inicial, id, onFim }: { inicial: Rascunho; id: number | null; onFim: () => void }) {
  const {
    register,
    submit,
    formError: erro,
    formState: { errors, isSubmitting: enviando },
  } = useApiForm<Rascunho>({
    defaultValues: inicial,
    to: id ? `/api/quesitos/modelos/${id}` : '/api/quesitos/modelos',
    method: id ? 'PUT' : 'POST',
    body: (r) => ({ ...r, especialidade: r.especialidade.trim() || null, quesitos: r.quesitos.split('\n').map((q) => q.trim()).filter(Boolean) }),
    success: id ? 'Modelo atualizado.' : 'Modelo criado.',
    onSuccess: onFim,
  });
  const campo = (k: keyof Rascunho) => ({ ...register(k), 'aria-invalid': Boolean(errors[k]) });
  const rotulo = 'block text-sm font-medium';
  return (
    <form method="post" onSubmit={submit} noValidate className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900" aria-label={id ? 'Editar modelo' : 'Novo modelo'}>
      {erro && <Alert tone="error">{erro}</Alert>}
      <div className="space-y-1">
        <label className={rotulo} htmlFor="m-titulo">Título</label>
        <input id="m-titulo" className={inputClass} maxLength={200} {...campo('titulo')} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="space-y-1">
          <label className={rotulo} htmlFor="m-tipo">Tipo de ação</label>
          <select id="m-tipo" className={inputClass} {...campo('tipoAcao')}>
            {TIPOS_ACAO_MODELO.map((t) => (
              <option key={t} value={t}>{TIPO_ACAO_MODELO_LABELS[t]}</option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label className={rotulo} htmlFor="m-esp">Especialidade (vazio: qualquer)</label>
          <input id="m-esp" className={inputClass} maxLength={120} {...campo('especialidade')} />
        </div>
      </div>
      <div className="space-y-1">
        <label className={rotulo} htmlFor="m-fonte">Fonte</label>
        <input id="m-fonte" className={inputClass} maxLength={1000} aria-describedby="m-fonte-dica" {...campo('fonte')} />
        <p id="m-fonte-dica" className="text-xs text-slate-600 dark:text-slate-400">
          De onde vem o texto: &quot;Redação própria do escritório&quot; ou o ato do tribunal, se copiado literalmente.
        </p>
      </div>
      <div className="space-y-1">
        <label className={rotulo} htmlFor="m-quesitos">Quesitos (um por linha)</label>
        <textarea id="m-quesitos" rows={8} className={inputClass} {...campo('quesitos')} />
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={enviando} aria-busy={enviando}>{enviando ? 'Salvando...' : 'Salvar modelo'}</Button>
        <Button variant="ghost" disabled={enviando} onClick={onFim}>Cancelar</Button>
      </div>
    </form>
  );
}

/** The quesitos library page: the active models, a new one, edit and retire. */
export function ModelosQuesitosView({ modelos }: { modelos: Modelo[] }) {
  const router = useRouter();
  const [editando, setEditando] = useState<number | 'novo' | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const fim = () => {
    setEditando(null);
    router.refresh();
  };
  const retirar = async (m: Modelo) => {
    if (!window.confirm(`Retirar o modelo "${m.titulo}" da biblioteca? Os quesitos já preenchidos com ele continuam nos processos.`)) return;
    try {
      await apiRequest(`/api/quesitos/modelos/${m.id}`, { method: 'DELETE' });
      notify('success', 'Modelo retirado da biblioteca.');
      router.refresh();
    } catch (err) {
      setErro(err instanceof ApiError ? err.message : 'Não foi possível retirar o modelo.');
    }
  };
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Modelos de quesitos</h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Modelos por tipo de ação e especialidade. O modelo de benefícios por incapacidade cobre todos os assuntos da quesitação
            mínima unificada da Res. CNJ 595/2024 em redação própria: o texto oficial está no Sisperjud e não é publicado.
          </p>
        </div>
        {editando === null && <Button onClick={() => setEditando('novo')}>Novo modelo</Button>}
      </div>
      {erro && <Alert tone="error">{erro}</Alert>}
      {editando === 'novo' && <ModeloForm inicial={vazio} id={null} onFim={fim} />}
      <ul className="space-y-3" aria-label="Modelos">
        {modelos.map((m) => (
          <li key={m.id} className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
            {editando === m.id ? (
              <ModeloForm inicial={rascunhoDe(m)} id={m.id} onFim={fim} />
            ) : (
              <>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h2 className="font-semibold">{m.titulo}</h2>
                    <p className="text-xs text-slate-600 dark:text-slate-400">
                      {TIPO_ACAO_MODELO_LABELS[m.tipoAcao]}
                      {m.especialidade ? ` · ${m.especialidade}` : ' · qualquer especialidade'} · {m.quesitos.length} quesitos
                    </p>
                  </div>
                  <div className="flex gap-1">
                    <Button variant="ghost" size="sm" onClick={() => setEditando(m.id)}>
                      Editar<span className="sr-only"> {m.titulo}</span>
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => retirar(m)}>
                      Retirar<span className="sr-only"> {m.titulo}</span>
                    </Button>
                  </div>
                </div>
                <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">Fonte: {m.fonte}</p>
                <details className="mt-2 text-sm">
                  <summary className="cursor-pointer">Ver quesitos</summary>
                  <ol className="mt-2 list-decimal space-y-1 pl-5">
                    {m.quesitos.map((q, i) => (
                      <li key={i}>{q}</li>
                    ))}
                  </ol>
                </details>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

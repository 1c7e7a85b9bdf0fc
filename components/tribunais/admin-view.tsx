'use client';

import { useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useApiAction } from '@/components/forms/use-api-action';
import { apiRequest } from '@/lib/api/client';
import { errorMessage } from '@/lib/api/errors';
import type { ExecucaoSincronizacao } from '@/lib/data/tribunais/execucoes';
import { formatDateTime } from '@/lib/domain/dates';

const SERVICO = { datajud: 'DataJud', djen: 'DJEN', banco: 'gravação no banco', djen_oab: 'DJEN (consulta por OAB)' } as const;

/** Admin: how the courts are configured, 'Sincronizar todos agora', and the last sync runs with counts and failures. */
type Situacao = {
  status: 'na_fila' | 'em_andamento' | 'concluida' | 'falhou';
  progresso: { feitos: number; total: number; falhas: number };
  resultado?: { processos: number; andamentosNovos: number; publicacoesNovas: number; falhas: number };
};

const INTERVALO_MS = 1000;

function textoDaSituacao(s: Situacao): string {
  const { feitos, total, falhas } = s.progresso;
  if (s.status === 'na_fila') return 'Sincronização na fila: começa em instantes.';
  if (s.status === 'em_andamento') return `Sincronizando: ${feitos} de ${total || '…'} etapas (${falhas} ${falhas === 1 ? 'falha' : 'falhas'}).`;
  if (s.status === 'falhou') return `A sincronização foi interrompida depois de ${feitos} de ${total} etapas. O que já foi trazido fica guardado; tente de novo.`;
  const r = s.resultado;
  return r
    ? `Sincronização concluída: ${r.processos} ${r.processos === 1 ? 'processo' : 'processos'}, ${r.andamentosNovos} andamentos novos, ${r.publicacoesNovas} publicações novas, ${r.falhas} ${r.falhas === 1 ? 'falha' : 'falhas'}.`
    : 'Sincronização concluída.';
}

/** Admin: how the courts are configured, 'Sincronizar todos agora' (queued; its progress followed here), and the last sync runs with counts and failures. */
export function TribunaisAdminView({
  execucoes,
  config,
}: {
  execucoes: ExecucaoSincronizacao[];
  config: { datajudLigado: boolean; datajudUrl: string; djenUrl: string; horario: string };
}) {
  const router = useRouter();
  const { busy, run } = useApiAction();
  // The run being followed: its status URL and its last known situation. A run still going when the page opens is followed too.
  const emCurso = execucoes.find((e) => e.todos && !e.concluidaEm);
  const [url, setUrl] = useState<string | null>(emCurso ? `/api/tribunais/sincronizar/${emCurso.id}` : null);
  const [situacao, setSituacao] = useState<Situacao | null>(null);
  const acompanhando = url !== null && (situacao === null || situacao.status === 'na_fila' || situacao.status === 'em_andamento');

  useEffect(() => {
    if (!acompanhando || !url) return;
    const ctrl = new AbortController();
    const t = setTimeout(async () => {
      try {
        const { data } = await apiRequest<Situacao>(url, { signal: ctrl.signal });
        setSituacao(data);
        if (data.status === 'concluida' || data.status === 'falhou') {
          if (data.status === 'concluida') toast.success(textoDaSituacao(data));
          else toast.error(textoDaSituacao(data));
          router.refresh();
        }
      } catch (err) {
        if (ctrl.signal.aborted) return;
        toast.error(errorMessage(err));
        setUrl(null);
      }
    }, situacao === null ? 0 : INTERVALO_MS);
    return () => {
      ctrl.abort();
      clearTimeout(t);
    };
  }, [acompanhando, url, situacao, router]);

  const sincronizarTodos = () =>
    run(async () => {
      const res = await apiRequest<Situacao>('/api/tribunais/sincronizar', { method: 'POST', body: {} });
      setSituacao(res.data);
      setUrl(res.headers.get('Location'));
      router.refresh();
    });

  const ocupado = busy || acompanhando;
  const { feitos, total } = situacao?.progresso ?? { feitos: 0, total: 0 };

  return (
    <article aria-labelledby="titulo-pagina" className="mx-auto max-w-5xl space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="titulo-pagina" className="text-2xl font-semibold">
            Tribunais (CNJ)
          </h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Andamentos do DataJud e publicações do DJEN sincronizados todos os dias às {config.horario} (horário de Brasília) para os processos em aberto.
          </p>
        </div>
        <Button type="button" onClick={sincronizarTodos} disabled={ocupado} aria-busy={ocupado}>
          {ocupado ? 'Sincronizando…' : 'Sincronizar todos agora'}
        </Button>
      </header>
      {url !== null && (
        <section aria-label="Sincronização de todos os processos" className="space-y-2 rounded-md border border-slate-200 p-3 dark:border-slate-800">
          {acompanhando && (
            <div
              role="progressbar"
              aria-label="Progresso da sincronização"
              aria-valuemin={0}
              aria-valuemax={Math.max(total, 1)}
              aria-valuenow={feitos}
              aria-valuetext={situacao ? textoDaSituacao(situacao) : 'Consultando a sincronização…'}
              className="h-2 w-full overflow-hidden rounded bg-slate-200 dark:bg-slate-800"
            >
              <div className="h-full bg-brand-600 transition-all" style={{ width: `${total > 0 ? Math.round((feitos / total) * 100) : 0}%` }} />
            </div>
          )}
          <p role="status" aria-live="polite" className="text-sm">
            {situacao ? textoDaSituacao(situacao) : 'Consultando a sincronização…'}
          </p>
        </section>
      )}
      {!config.datajudLigado && (
        <Alert tone="warning">A consulta ao DataJud está desligada (DATAJUD_API_KEY vazia): nem a busca de dados no cadastro nem os andamentos funcionam. As publicações do DJEN continuam.</Alert>
      )}
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600 dark:text-slate-400">DataJud</dt>
          <dd className="break-all">{config.datajudLigado ? config.datajudUrl : 'desligado'}</dd>
        </div>
        <div>
          <dt className="text-slate-600 dark:text-slate-400">DJEN</dt>
          <dd className="break-all">{config.djenUrl}</dd>
        </div>
      </dl>
      <section aria-labelledby="titulo-execucoes" className="space-y-3">
        <h2 id="titulo-execucoes" className="font-semibold">
          Últimas sincronizações
        </h2>
        {execucoes.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Nenhuma sincronização ainda.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Sincronizações com os tribunais, da mais recente à mais antiga</caption>
              <thead className="border-b border-slate-200 text-xs uppercase text-slate-500 dark:border-slate-800 dark:text-slate-400">
                <tr>
                  <th scope="col" className="py-2 pr-4">Início</th>
                  <th scope="col" className="py-2 pr-4">Origem</th>
                  <th scope="col" className="py-2 pr-4">Processos</th>
                  <th scope="col" className="py-2 pr-4">Andamentos novos</th>
                  <th scope="col" className="py-2 pr-4">Publicações novas</th>
                  <th scope="col" className="py-2">Falhas</th>
                </tr>
              </thead>
              <tbody>
                {execucoes.map((e) => (
                  <tr key={e.id} className="border-b border-slate-100 align-top dark:border-slate-900">
                    <td className="py-2 pr-4">
                      {formatDateTime(e.iniciadaEm)}
                      {!e.concluidaEm && <span className="block text-xs text-amber-700 dark:text-amber-300">em andamento ou interrompida</span>}
                    </td>
                    <td className="py-2 pr-4">{e.origem === 'agendada' ? 'Diária' : `Manual${e.usuario ? ` (${e.usuario})` : ''}`}</td>
                    <td className="py-2 pr-4">{e.processos}</td>
                    <td className="py-2 pr-4">{e.andamentosNovos}</td>
                    <td className="py-2 pr-4">{e.publicacoesNovas}</td>
                    <td className="py-2">
                      {e.falhas}
                      {e.erros.length > 0 && (
                        <details className="mt-1">
                          <summary className="cursor-pointer text-xs text-brand-700 dark:text-brand-300">Ver falhas</summary>
                          <ul className="mt-1 space-y-0.5 text-xs">
                            {e.erros.map((f, i) => (
                              <li key={i}>
                                {f.processoId === null ? (
                                  f.numero
                                ) : (
                                  <a className="underline" href={`/processo/${f.processoId}?tab=andamentos`}>
                                    {f.numero}
                                  </a>
                                )}{' '}
                                — {SERVICO[f.servico]}: {f.causa}
                              </li>
                            ))}
                          </ul>
                        </details>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="text-xs text-slate-600 dark:text-slate-400">Um processo que falhou é tentado de novo na próxima sincronização; o que já foi trazido não se perde.</p>
      </section>
    </article>
  );
}

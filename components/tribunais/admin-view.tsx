'use client';

import { useRouter } from 'next/navigation';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useApiAction } from '@/components/forms/use-api-action';
import { apiRequest } from '@/lib/api/client';
import type { ExecucaoSincronizacao } from '@/lib/data/tribunais/execucoes';
import { formatDateTime } from '@/lib/domain/dates';

const SERVICO = { datajud: 'DataJud', djen: 'DJEN', banco: 'gravação no banco', djen_oab: 'DJEN (consulta por OAB)' } as const;

/** Admin: how the courts are configured, 'Sincronizar todos agora', and the last sync runs with counts and failures. */
export function TribunaisAdminView({
  execucoes,
  config,
}: {
  execucoes: ExecucaoSincronizacao[];
  config: { datajudLigado: boolean; datajudUrl: string; djenUrl: string; horario: string };
}) {
  const router = useRouter();
  const { busy, run } = useApiAction();

  const sincronizarTodos = () =>
    run(async () => {
      const { data } = await apiRequest<{ processos: number; andamentosNovos: number; publicacoesNovas: number; falhas: number; publicacoesSemProcesso?: number }>('/api/tribunais/sincronizar', {
        method: 'POST',
        body: {},
      });
      toast.success(`Sincronização concluída: ${data.processos} processos, ${data.andamentosNovos} andamentos e ${data.publicacoesNovas} publicações novas, ${data.publicacoesSemProcesso ?? 0} sem processo cadastrado (pela OAB), ${data.falhas} falhas.`);
      router.refresh();
    });

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
        <Button type="button" onClick={sincronizarTodos} disabled={busy} aria-busy={busy}>
          {busy ? 'Sincronizando…' : 'Sincronizar todos agora'}
        </Button>
      </header>
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

import type { Metadata } from 'next';
import Link from 'next/link';
import { clsx } from 'clsx';
import { ErrorScreen } from '@/components/ui/error-screen';
import { RegistrarPacoteBotao } from '@/components/pagamentos/registrar-pacote-botao';
import { getPageUser } from '@/lib/auth/page';
import { listarTodosPagamentos } from '@/lib/data/pagamentos';
import { pendenciasNotas } from '@/lib/data/nfse/sem-nota';
import { Alert } from '@/components/ui/alert';
import type { PagamentoStatus } from '@/lib/db/schema';
import { formatDateTime } from '@/lib/domain/dates';
import { formatCentavos } from '@/lib/domain/money';
import { PAGAMENTO_STATUS_LABELS, PAGAMENTO_STATUSES } from '@/lib/domain/pagamentos';
import { pagamentosQuerySchema } from '@/lib/validation/pagamentos';

export const metadata: Metadata = { title: 'Pagamentos' };

const PAGE_SIZE = 20;

function href(q: { status?: string; divergentes?: boolean; page?: number }) {
  const s = new URLSearchParams();
  if (q.status) s.set('status', q.status);
  if (q.divergentes) s.set('divergentes', '1');
  if (q.page && q.page > 1) s.set('page', String(q.page));
  const t = s.toString();
  return `/sistema/pagamentos${t ? `?${t}` : ''}`;
}

/** Admin: every payment, filtered by status, with the ones flagged for review (amount or currency mismatch, refunds). */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await getPageUser('/sistema/pagamentos');
  const raw = await searchParams;
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const parsed = pagamentosQuerySchema.safeParse({
    status: first(raw.status) || undefined,
    divergentes: first(raw.divergentes) || undefined,
    page: first(raw.page) ?? '1',
    pageSize: String(PAGE_SIZE),
  });
  if (!parsed.success) return <ErrorScreen status={400} />;
  const q = parsed.data;
  const status = q.status as PagamentoStatus | undefined;
  const divergentes = q.divergentes === '1';
  // The page and the count of flagged payments (for the filter's badge) at once.
  const [{ items, total }, { total: sinalizados }, nfse] = await Promise.all([
    listarTodosPagamentos(user, { status, divergentes, page: q.page, pageSize: PAGE_SIZE }),
    listarTodosPagamentos(user, { divergentes: true, page: 1, pageSize: 1 }),
    pendenciasNotas(user),
  ]);
  const lastPage = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const chip = (ativo: boolean) =>
    clsx(
      'rounded-full border px-3 py-1 text-sm',
      ativo
        ? 'border-brand-700 bg-brand-700 text-white'
        : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100',
    );

  return (
    <section aria-labelledby="titulo-pagina" className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 id="titulo-pagina" className="text-2xl font-semibold">
          Pagamentos
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Pagamentos pelo Mercado Pago e os registrados manualmente. {sinalizados > 0 ? `${sinalizados} sinalizado(s) para revisão.` : ''}
        </p>
      </div>

      {nfse.pendencias.length > 0 && (
        <Alert tone="warning">
          Notas fiscais não estão sendo emitidas: falta {nfse.pendencias.join(', ')}.{' '}
          {nfse.semNota.length > 0 ? `${nfse.semNota.length} pagamento(s) aprovado(s) sem nota. ` : ''}
          <Link href="/sistema/empresa" className="underline">
            Complete em Empresa
          </Link>{' '}
          e confirme a emissão em <Link href="/sistema/notas-fiscais" className="underline">Notas fiscais</Link>.
        </Alert>
      )}
      <nav aria-label="Filtrar por situação" className="flex flex-wrap gap-2">
        <Link href={href({})} className={chip(!status && !divergentes)} aria-current={!status && !divergentes ? 'page' : undefined}>
          Todos
        </Link>
        <Link href={href({ divergentes: true })} className={chip(divergentes)} aria-current={divergentes ? 'page' : undefined}>
          Sinalizados ({sinalizados})
        </Link>
        {PAGAMENTO_STATUSES.map((s) => (
          <Link key={s} href={href({ status: s })} className={chip(status === s)} aria-current={status === s ? 'page' : undefined}>
            {PAGAMENTO_STATUS_LABELS[s]}
          </Link>
        ))}
      </nav>

      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
          Nenhum pagamento encontrado.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Pagamentos</caption>
            <thead className="bg-slate-50 text-xs uppercase text-slate-600 dark:bg-slate-900 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-4 py-3">Data</th>
                <th scope="col" className="px-4 py-3">Processo</th>
                <th scope="col" className="px-4 py-3">Valor</th>
                <th scope="col" className="px-4 py-3">Meio</th>
                <th scope="col" className="px-4 py-3">Situação</th>
                <th scope="col" className="px-4 py-3">Observação</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {items.map((p) => (
                <tr key={p.id} className={p.divergencia ? 'bg-red-50 dark:bg-red-950/40' : undefined}>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {formatDateTime(p.createdAt)}
                  </td>
                  <td className="px-4 py-3">
                    {p.id_processo !== null ? (
                      <>
                        <Link href={`/processo/${p.id_processo}`} className="font-medium text-brand-700 hover:underline dark:text-brand-300">
                          <span className="whitespace-nowrap">{p.numeroProcesso ?? 'Sem número'}</span>
                        </Link>
                        <span className="block text-xs text-slate-600 dark:text-slate-400">{p.requerente}</span>
                      </>
                    ) : (
                      <>
                        <span className="font-medium">{p.descricao}</span>
                        <span className="block text-xs text-slate-600 dark:text-slate-400">{p.pagador}</span>
                        {p.tipo === 'pacote' && p.status === 'pendente' && (
                          <span className="mt-2 block">
                            <RegistrarPacoteBotao referencia={p.referencia} valorCentavos={p.valorCentavos} descricao={`${p.descricao}, ${p.pagador ?? ''}`} />
                          </span>
                        )}
                      </>
                    )}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatCentavos(p.valorCentavos)}</td>
                  <td className="px-4 py-3">
                    {p.meio === 'manual'
                      ? p.status === 'pendente'
                        ? 'PIX ou transferência'
                        : `Manual (${p.registradoPor ?? 'admin'})`
                      : p.meio === 'credito'
                        ? 'Crédito de pacote'
                        : 'Mercado Pago'}
                  </td>
                  <td className="px-4 py-3">{p.statusLabel}</td>
                  <td className="px-4 py-3">{p.divergencia ?? p.motivo ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {lastPage > 1 && (
        <nav aria-label="Paginação" className="flex items-center justify-between text-sm">
          <span>
            Página {q.page} de {lastPage} ({total} pagamentos)
          </span>
          <span className="flex gap-2">
            {q.page > 1 && <Link href={href({ status, divergentes, page: q.page - 1 })}>Anterior</Link>}
            {q.page < lastPage && <Link href={href({ status, divergentes, page: q.page + 1 })}>Próxima</Link>}
          </span>
        </nav>
      )}
    </section>
  );
}

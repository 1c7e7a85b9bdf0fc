import type { Metadata } from 'next';
import Link from 'next/link';
import { Plus } from 'lucide-react';
import { BuscaProcessos } from '@/components/processo/busca-processos';
import { TabelaProcessos } from '@/components/processo/tabela-processos';
import { buttonClass } from '@/components/ui/button';
import { getPageUser } from '@/lib/auth/page';
import { canCreateProcesso } from '@/lib/domain/access';
import { listarProcessos } from '@/lib/data/processos';

export const metadata: Metadata = { title: 'Gestão de Processos' };

const PAGE_SIZE = 10;

function pageHref(termo: string, page: number) {
  const q = new URLSearchParams();
  if (termo) q.set('termo', termo);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return `/processos${s ? `?${s}` : ''}`;
}

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await getPageUser('/processos');
  const sp = await searchParams;
  const termo = (typeof sp.termo === 'string' ? sp.termo : '').slice(0, 200);
  const pedido = Number(typeof sp.page === 'string' ? sp.page : '1');
  let page = Number.isInteger(pedido) && pedido >= 1 ? pedido : 1;

  let result = await listarProcessos(user, { termo, page, pageSize: PAGE_SIZE });
  const lastPage = Math.max(1, Math.ceil(result.total / PAGE_SIZE));
  if (page > lastPage) {
    page = lastPage;
    result = await listarProcessos(user, { termo, page, pageSize: PAGE_SIZE });
  }
  const { items, total, totalExato } = result;
  const podeCriar = canCreateProcesso(user);
  const from = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(total, page * PAGE_SIZE);
  const novo = podeCriar && (
    <Link href="/processo/cadastro" className={buttonClass('primary')}>
      <Plus className="size-4" aria-hidden />
      Novo Processo
    </Link>
  );

  return (
    <section aria-labelledby="titulo-pagina" className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 id="titulo-pagina" className="text-2xl font-semibold">
            Gestão de Processos
          </h1>
          <p className="text-sm text-slate-600 dark:text-slate-400">Acompanhe os processos, suas fases e prazos.</p>
        </div>
        {novo}
      </div>

      <BuscaProcessos termo={termo} />

      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center dark:border-slate-700 dark:bg-slate-900">
          <p className="text-lg font-medium" role="status">
            Nenhum processo encontrado
          </p>
          {termo && <p className="text-sm text-slate-600 dark:text-slate-400">Nenhum resultado para “{termo}”.</p>}
          {novo}
        </div>
      ) : (
        <>
          <TabelaProcessos items={items} mostrarAdvogado={user.role !== 'advogado'} />
          <nav aria-label="Paginação" className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <p aria-live="polite">
              {from}–{to} de {totalExato ? total : `mais de ${(total - 1).toLocaleString('pt-BR')}`}
            </p>
            <div className="flex gap-2">
              {page > 1 ? (
                <Link href={pageHref(termo, page - 1)} className={buttonClass('secondary', 'sm')} rel="prev">
                  Anterior
                </Link>
              ) : (
                <span className={buttonClass('secondary', 'sm', 'pointer-events-none opacity-50')} aria-disabled="true">
                  Anterior
                </span>
              )}
              {page < lastPage ? (
                <Link href={pageHref(termo, page + 1)} className={buttonClass('secondary', 'sm')} rel="next">
                  Próxima
                </Link>
              ) : (
                <span className={buttonClass('secondary', 'sm', 'pointer-events-none opacity-50')} aria-disabled="true">
                  Próxima
                </span>
              )}
            </div>
          </nav>
        </>
      )}
    </section>
  );
}

'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { clsx } from 'clsx';
import type { ProcessoListItem } from '@/lib/data/processos';
import { formatDate } from './format';
import { SituacaoBadge } from './situacao-badge';

type Coluna = { titulo: string; celula: (p: ProcessoListItem) => React.ReactNode; classe?: string };

/** On a phone only the first three columns show; the rest from `sm` up (the table still scrolls sideways). */
const LARGA = 'hidden sm:table-cell';

/**
 * The case table of §2.8. A row click (or its Ver link, for keyboards) opens the case. Número, Status and the Ver
 * link come first so a 390 px phone shows them (issue 28); a lawyer's own list has no Advogado column (it is them).
 */
export function TabelaProcessos({ items, mostrarAdvogado = true }: { items: ProcessoListItem[]; mostrarAdvogado?: boolean }) {
  const router = useRouter();
  const colunas: Coluna[] = [
    {
      titulo: 'Número',
      classe: 'font-medium',
      celula: (p) => (
        <>
          {/* Issue 34 item 7: a CNJ number is never broken across lines. */}
          <span className="whitespace-nowrap">{p.numero ?? 'Sem número'}</span>
          <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">{p.nome_cliente}</span>
        </>
      ),
    },
    { titulo: 'Status', celula: (p) => <SituacaoBadge label={p.status === 1 ? p.situacao_label : 'Inativo'} /> },
    {
      titulo: 'Ações',
      celula: (p) => (
        <Link
          href={`/processo/${p.id}`}
          className="font-medium text-brand-700 hover:underline dark:text-brand-300"
          aria-label={`Ver processo ${p.numero ?? p.nome_cliente}`}
        >
          Ver
        </Link>
      ),
    },
    ...(mostrarAdvogado ? [{ titulo: 'Advogado', classe: LARGA, celula: (p: ProcessoListItem) => p.nome_advogado }] : []),
    { titulo: 'Perito', classe: LARGA, celula: (p) => p.nome_perito ?? 'Ainda não foi registrado' },
    { titulo: 'Data', classe: `${LARGA} whitespace-nowrap`, celula: (p) => formatDate(p.data_distribuicao) },
    { titulo: 'Fase', classe: `${LARGA} whitespace-nowrap`, celula: (p) => p.fase },
  ];
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800">
        <caption className="sr-only">Processos</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:bg-slate-800/50 dark:text-slate-300">
          <tr>
            {colunas.map((c) => (
              <th key={c.titulo} scope="col" className={clsx('px-3 py-3 sm:px-4', c.classe?.includes(LARGA) && LARGA)}>
                {c.titulo}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {items.map((p) => (
            <tr
              key={p.id}
              className="cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-800/60"
              onClick={(e) => {
                if ((e.target as HTMLElement).closest('a')) return;
                router.push(`/processo/${p.id}`);
              }}
            >
              {colunas.map((c) => (
                <td key={c.titulo} className={clsx('px-3 py-3 sm:px-4', c.classe)}>
                  {c.celula(p)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

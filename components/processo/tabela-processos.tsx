'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ProcessoListItem } from '@/lib/data/processos';
import { formatDate } from './format';
import { SituacaoBadge } from './situacao-badge';

/** The case table of §2.8. A row click (or its Ver link, for keyboards) opens the case. */
export function TabelaProcessos({ items }: { items: ProcessoListItem[] }) {
  const router = useRouter();
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-800">
        <caption className="sr-only">Processos</caption>
        <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600 dark:bg-slate-800/50 dark:text-slate-300">
          <tr>
            {['Número', 'Advogado', 'Perito', 'Data', 'Fase', 'Status', 'Ações'].map((h) => (
              <th key={h} scope="col" className="px-4 py-3">
                {h}
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
              <td className="whitespace-nowrap px-4 py-3 font-medium">
                {p.numero ?? 'Sem número'}
                <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">{p.nome_cliente}</span>
              </td>
              <td className="px-4 py-3">{p.nome_advogado}</td>
              <td className="px-4 py-3">{p.nome_perito ?? 'Ainda não foi registrado'}</td>
              <td className="whitespace-nowrap px-4 py-3">{formatDate(p.data_distribuicao)}</td>
              <td className="whitespace-nowrap px-4 py-3">{p.fase}</td>
              <td className="px-4 py-3">
                <SituacaoBadge label={p.status === 1 ? p.situacao_label : 'Inativo'} />
              </td>
              <td className="px-4 py-3">
                <Link
                  href={`/processo/${p.id}`}
                  className="font-medium text-brand-700 hover:underline dark:text-brand-300"
                  aria-label={`Ver processo ${p.numero ?? p.nome_cliente}`}
                >
                  Ver
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

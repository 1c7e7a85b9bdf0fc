import Link from 'next/link';
import type { NotaFiscalItem } from '@/lib/data/nfse/listar';
import { formatDateTime } from '@/lib/domain/dates';
import { formatCentavos } from '@/lib/domain/money';
import { NFSE_STATUS_LABELS } from '@/lib/domain/nfse/config';

/** The lawyer's latest notes (Orçamentos), each with its DANFSe to download, and the link to all of them. */
export function MinhasNotas({ notas }: { notas: NotaFiscalItem[] }) {
  if (notas.length === 0) return null;
  return (
    <section aria-labelledby="minhas-notas" className="mx-auto max-w-4xl space-y-2 rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <h2 id="minhas-notas" className="font-semibold">
        Suas notas fiscais
      </h2>
      <ul className="space-y-1 text-sm">
        {notas.slice(0, 5).map((n) => (
          <li key={n.id}>
            {n.emitidaEm ? formatDateTime(n.emitidaEm) : 'Não emitida'} — {formatCentavos(n.valor)} — {NFSE_STATUS_LABELS[n.status]}
            {n.status !== 'na_fila' && n.chaveAcesso && (
              <>
                {' '}
                <a href={`/api/notas-fiscais/${n.id}/danfse`} className="text-brand-700 underline dark:text-brand-300">
                  DANFSe
                </a>
              </>
            )}
          </li>
        ))}
      </ul>
      <Link href="/sistema/notas-fiscais" className="text-sm text-brand-700 underline dark:text-brand-300">
        Ver todas as notas fiscais
      </Link>
    </section>
  );
}

import Link from 'next/link';
import type { pagamentoDoRetorno } from '@/lib/data/pagamentos';

export type RegistroRetorno = Awaited<ReturnType<typeof pagamentoDoRetorno>>;

/** On the return pages: the status we recorded for the payment of the reference (`?ref=`), with its case or package. */
export function PagamentoRegistrado({ registro }: { registro: RegistroRetorno }) {
  if (!registro.processo) {
    return (
      <p role="status" className="rounded-xl border border-slate-200 p-4 text-left text-sm dark:border-slate-700">
        Situação registrada do pagamento do {registro.pacote?.descricao ?? 'pacote'}: <strong>{registro.statusLabel}</strong>.{' '}
        <Link href="/sistema/orcamentos" className="font-semibold text-brand-700 underline dark:text-brand-300">
          Ver meus créditos
        </Link>
      </p>
    );
  }
  const caso = registro.processo.numero ?? registro.processo.requerente;
  return (
    <p role="status" className="rounded-xl border border-slate-200 p-4 text-left text-sm dark:border-slate-700">
      Situação registrada do pagamento do processo{' '}
      <Link href={`/processo/${registro.processo.id}`} className="font-semibold text-brand-700 underline dark:text-brand-300">
        {caso}
      </Link>
      : <strong>{registro.statusLabel}</strong>.
    </p>
  );
}

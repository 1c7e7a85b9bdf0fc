import Link from 'next/link';
import { Clock } from 'lucide-react';
import { pageMetadata } from '@/components/site/metadata';
import { PagamentoRegistrado } from '@/components/site/pagamento-registrado';
import { PaymentResult, primaryAction, secondaryAction } from '@/components/site/payment-result';

export const metadata = {
  ...pageMetadata({ title: 'Pagamento Pendente', description: 'O seu pagamento está em análise.', path: '/pagamento/pendente' }),
  robots: { index: false },
};

export default function PagamentoPendente() {
  return (
    <PaymentResult tone="pending" icon={<Clock className="size-10" aria-hidden />} title="Pagamento Pendente"
      actions={
        <>
          <Link href="/sistema" prefetch={false} className={primaryAction}>Acompanhar Status</Link>
          <Link href="/contato" className={secondaryAction}>Precisa de Ajuda?</Link>
          <Link href="/" className={secondaryAction}>Voltar ao Início</Link>
        </>
      }
    >
      <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-left text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
        <p className="font-semibold">Em Análise</p>
        <p className="mt-1 text-sm">O processamento do pagamento pode levar alguns minutos.</p>
      </div>
      <p>Você receberá um e-mail assim que o status do pagamento for atualizado.</p>
      <p className="text-sm">Prazo estimado: até 24 horas.</p>
      <PagamentoRegistrado />
    </PaymentResult>
  );
}

import Link from 'next/link';
import { CheckCircle2 } from 'lucide-react';
import { pageMetadata } from '@/components/site/metadata';
import { PagamentoRegistrado } from '@/components/site/pagamento-registrado';
import { PaymentResult, primaryAction, secondaryAction } from '@/components/site/payment-result';

export const metadata = {
  ...pageMetadata({ title: 'Pagamento Aprovado', description: 'O seu pagamento foi aprovado.', path: '/pagamento/sucesso' }),
  robots: { index: false },
};

export default function PagamentoSucesso() {
  return (
    <PaymentResult tone="success" icon={<CheckCircle2 className="size-10" aria-hidden />} title="Pagamento Aprovado!"
      actions={
        <>
          <Link href="/sistema" prefetch={false} className={primaryAction}>Voltar ao Sistema</Link>
          <Link href="/" className={secondaryAction}>Voltar ao Início</Link>
        </>
      }
    >
      <p>Sua compra foi processada com sucesso. Obrigado pela confiança!</p>
      <div role="status" className="rounded-xl border border-green-300 bg-green-50 p-4 text-left text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100">
        <p className="font-semibold">Transação Concluída</p>
        <p className="mt-1 text-sm">Seu pedido está sendo processado. Você receberá a confirmação por e-mail e já pode acompanhar o processo no sistema.</p>
      </div>
      <PagamentoRegistrado />
    </PaymentResult>
  );
}

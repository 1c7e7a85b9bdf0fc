import Link from 'next/link';
import { XCircle } from 'lucide-react';
import { BackButton } from '@/components/site/back-button';
import { pageMetadata } from '@/components/site/metadata';
import { PagamentoRegistrado } from '@/components/site/pagamento-registrado';
import { PaymentResult, primaryAction, secondaryAction } from '@/components/site/payment-result';

export const metadata = {
  ...pageMetadata({ title: 'Pagamento Rejeitado', description: 'Não foi possível processar o seu pagamento.', path: '/pagamento/falha' }),
  robots: { index: false },
};

export default function PagamentoFalha() {
  return (
    <PaymentResult tone="error" icon={<XCircle className="size-10" aria-hidden />} title="Pagamento Rejeitado"
      actions={
        <>
          <BackButton className={primaryAction} icon={false} fallback="/sistema">
            Tentar Novamente
          </BackButton>
          <Link href="/contato" className={secondaryAction}>Usar Outro Método</Link>
          <Link href="/" className={secondaryAction}>Voltar ao Início</Link>
        </>
      }
    >
      <p>Não foi possível processar seu pagamento.</p>
      <div className="rounded-xl border border-red-300 bg-red-50 p-4 text-left text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
        <p className="font-semibold">Possíveis causas</p>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          <li>Dados do cartão incorretos</li>
          <li>Saldo ou limite insuficiente</li>
          <li>Problema com a operadora do cartão</li>
          <li>Cartão bloqueado ou vencido</li>
        </ul>
      </div>
      <PagamentoRegistrado />
    </PaymentResult>
  );
}

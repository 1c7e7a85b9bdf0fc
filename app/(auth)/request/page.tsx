import type { Metadata } from 'next';
import { CartaoDaConta } from '@/components/auth/cartao-da-conta';
import { RequestResetForm } from '@/components/auth/request-reset-form';

export const metadata: Metadata = { title: 'Recuperar senha', description: 'Receba por e-mail um link para criar uma nova senha.' };

export default function RequestPage() {
  return (
    <CartaoDaConta titulo="Recuperar senha">
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Informe o e-mail da sua conta. Enviaremos um link para criar uma nova senha, válido por 1 hora.
      </p>
      <RequestResetForm buttonLabel="Enviar Instruções" />
    </CartaoDaConta>
  );
}

import type { Metadata } from 'next';
import { RequestResetForm } from '@/components/auth/request-reset-form';

export const metadata: Metadata = { title: 'Recuperar senha', description: 'Receba por e-mail um link para criar uma nova senha.' };

export default function RequestPage() {
  return (
    <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h1 className="text-2xl font-semibold">Recuperar senha</h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Informe o e-mail da sua conta. Enviaremos um link para criar uma nova senha, válido por 1 hora.
      </p>
      <RequestResetForm buttonLabel="Enviar Instruções" />
    </div>
  );
}

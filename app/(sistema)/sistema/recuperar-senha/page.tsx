import type { Metadata } from 'next';
import { RequestResetForm } from '@/components/auth/request-reset-form';
import { getPageUser } from '@/lib/auth/page';

export const metadata: Metadata = { title: 'Recuperar senha' };

/** SPEC §2.4, the in-system recovery screen: the same flow as /request (call 12), prefilled with the user's e-mail. */
export default async function Page() {
  const user = await getPageUser('/sistema/recuperar-senha');
  return (
    <section aria-labelledby="titulo-pagina" className="mx-auto max-w-md">
      <h1 id="titulo-pagina" className="text-2xl font-semibold">
        Recuperação de senha
      </h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Enviaremos ao e-mail informado um link para criar uma nova senha, válido por 1 hora. Ao trocar a senha, todas as
        sessões abertas são encerradas.
      </p>
      <RequestResetForm buttonLabel="Enviar instruções" defaultEmail={user.email} />
    </section>
  );
}

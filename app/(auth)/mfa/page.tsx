import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { MfaObrigatorio } from '@/components/auth/mfa-obrigatorio';
import { Toasts } from '@/components/toasts';
import { currentUser } from '@/lib/auth/guard';
import { safeNext } from '@/lib/auth/page';

export const metadata: Metadata = { title: 'Verificação em duas etapas' };

/** Where MFA_REQUIRED_ROLES sends a user without TOTP before the system area opens (lib/auth/page getPageUser). */
export default async function MfaPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const next = safeNext(params.next) ?? '/sistema';
  const user = await currentUser(await headers());
  if (!user) redirect(`/login?next=${encodeURIComponent(`/mfa?next=${next}`)}`);
  if (user.mfa) redirect(next);
  return (
    <>
      <div className="w-full max-w-lg rounded-xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-semibold">Ative a verificação em duas etapas</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          Para o seu perfil, o acesso ao sistema exige, além da senha, um código gerado por um aplicativo autenticador no seu celular.
          Configure-o agora para continuar.
        </p>
        <div className="mt-6">
          <MfaObrigatorio next={next} />
        </div>
      </div>
      <Toasts />
    </>
  );
}

import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { LoginForm } from '@/components/auth/login-form';
import { IntroModal } from '@/components/auth/intro-modal';
import { currentUser } from '@/lib/auth/guard';
import { safeNext } from '@/lib/auth/page';
import { DEMO_LOGINS, DEMO_PASSWORD, hasDemoData } from '@/lib/data/demo';
import { env } from '@/lib/env';

export const metadata: Metadata = { title: 'Entrar', description: 'Acesse o sistema de Perícia Médica Judicial.' };

export default async function LoginPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const next = safeNext(params.next);
  if (await currentUser(await headers())) redirect(next ?? '/sistema');
  // Demo logins are listed only on a demo instance (DEMO=1: `npm run demo`, the e2e server) that has them.
  const demo = env().DEMO === '1' && (await hasDemoData());
  return (
    <div className="w-full max-w-md">
      <IntroModal />
      <div className="rounded-xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-semibold">Entrar</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Perícia Médica Judicial — acesso ao sistema</p>
        <LoginForm next={next} loggedOut={params.saiu === '1'} />
      </div>
      {demo && (
        <aside aria-label="Contas de demonstração" className="mt-4 rounded-lg border border-dashed border-slate-300 p-4 text-sm dark:border-slate-700">
          <p className="font-medium">Contas de demonstração (senha {DEMO_PASSWORD}):</p>
          <ul className="mt-2 space-y-1">
            {DEMO_LOGINS.map((d) => (
              <li key={d.email}>
                <span className="font-mono">{d.email}</span> — {d.label}
              </li>
            ))}
          </ul>
        </aside>
      )}
    </div>
  );
}

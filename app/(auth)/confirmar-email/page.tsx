import type { Metadata } from 'next';
import { ConfirmarEmail } from '@/components/lgpd/confirmar-email';

export const metadata: Metadata = { title: 'Confirmar e-mail', referrer: 'no-referrer' };

/** The link sent to a new e-mail address (Meus dados): one click confirms it (POST, so link scanners change nothing). */
export default async function ConfirmarEmailPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  return (
    <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h1 className="text-2xl font-semibold">Confirmar novo e-mail</h1>
      <ConfirmarEmail token={token} />
    </div>
  );
}

import type { Metadata } from 'next';
import { DesfazerEmail } from '@/components/lgpd/desfazer-email';

export const metadata: Metadata = { title: 'Desfazer troca de e-mail', referrer: 'no-referrer' };

/** The link sent to the replaced address after an e-mail change: one click (POST) gives the account back to it. */
export default async function DesfazerEmailPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  return (
    <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h1 className="text-2xl font-semibold">Desfazer troca de e-mail</h1>
      <DesfazerEmail token={token} />
    </div>
  );
}

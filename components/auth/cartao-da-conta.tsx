import type { ReactNode } from 'react';

/** A page's `searchParams` (Next.js App Router). */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The e-mailed link's `?token=` (the first one if repeated); '' without one. */
export async function tokenDoLink(searchParams: SearchParams): Promise<string> {
  const raw = (await searchParams).token;
  return (Array.isArray(raw) ? raw[0] : raw) ?? '';
}

/** The card of the account pages (recover a password, links sent by e-mail), with its title. */
export function CartaoDaConta({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h1 className="text-2xl font-semibold">{titulo}</h1>
      {children}
    </div>
  );
}

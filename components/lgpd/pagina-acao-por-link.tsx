import { AcaoPorLink, type AcaoPorLinkProps } from './acao-por-link';

/** A page's `searchParams` (Next.js App Router). */
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The e-mailed link's `?token=` (the first one if repeated); '' without one, which leaves the button disabled. */
export async function tokenDoLink(searchParams: SearchParams): Promise<string> {
  const raw = (await searchParams).token;
  return (Array.isArray(raw) ? raw[0] : raw) ?? '';
}

/**
 * The whole page of a link that does one thing with its token when the person confirms (confirm the account's
 * e-mail, confirm a new e-mail, undo an e-mail change): the account pages' card, its title, then the action
 * (POST, so link scanners change nothing). Each page declares only its words, endpoint and next step.
 */
export async function PaginaAcaoPorLink({ searchParams, titulo, ...acao }: { searchParams: SearchParams; titulo: string } & Omit<AcaoPorLinkProps, 'token'>) {
  const token = await tokenDoLink(searchParams);
  return (
    <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h1 className="text-2xl font-semibold">{titulo}</h1>
      <AcaoPorLink token={token} {...acao} />
    </div>
  );
}

import { clsx } from 'clsx';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Layout of the three payment outcome pages (SPEC §2.26). */
export function PaymentResult({
  tone,
  icon,
  title,
  children,
  actions,
}: {
  tone: 'success' | 'error' | 'pending' | 'neutral';
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
  actions: React.ReactNode;
}) {
  return (
    <>
      <SiteHeader />
      <main id="conteudo" className="flex min-h-dvh items-center justify-center px-4 pb-16 pt-28">
        <div className="w-full max-w-xl rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-lg sm:p-12 dark:border-slate-700 dark:bg-slate-900">
          <div
            className={clsx(
              'mx-auto mb-6 flex size-20 items-center justify-center rounded-full',
              tone === 'success' && 'bg-green-100 text-green-700 dark:bg-green-950 dark:text-green-300',
              tone === 'error' && 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300',
              tone === 'pending' && 'bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300',
              tone === 'neutral' && 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
            )}
          >
            {icon}
          </div>
          <h1 className="text-3xl font-bold text-slate-900 dark:text-white">{title}</h1>
          <div className="mt-4 space-y-4 text-slate-700 dark:text-slate-300">{children}</div>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">{actions}</div>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}

export const primaryAction =
  'inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800';
export const secondaryAction =
  'inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-6 font-semibold text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800';

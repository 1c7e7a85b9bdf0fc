import Link from 'next/link';
import { ERROR_TEXTS, errorText } from './error-texts';

export { ERROR_TEXTS, errorText } from './error-texts';

/**
 * SPEC §2.16 error screen. Inside the system shell (a signed-in person) the way back is the dashboard;
 * outside it (anonymous) it is the login page. `message` replaces the catalogue text (e.g. 'Processo não
 * encontrado.'); `children` adds links before the way back.
 */
export function ErrorScreen({
  status,
  inShell = false,
  message,
  children,
}: {
  status: number;
  inShell?: boolean;
  message?: string;
  children?: React.ReactNode;
}) {
  const text = errorText(status);
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-16 text-center" aria-labelledby="error-title">
      <p className="text-6xl font-bold text-brand-700 dark:text-brand-300" aria-hidden>
        {ERROR_TEXTS[status] ? status : '?'}
      </p>
      <h1 id="error-title" className="text-2xl font-semibold">
        {text.title}
      </h1>
      <p className="text-slate-700 dark:text-slate-300">{message ?? text.message}</p>
      <div className="flex flex-wrap justify-center gap-x-6 gap-y-2">
        {children}
        {inShell ? (
          <Link href="/sistema" className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300">
            Voltar ao painel
          </Link>
        ) : (
          <Link href="/login" className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300">
            Voltar para o login
          </Link>
        )}
      </div>
    </section>
  );
}

import Link from 'next/link';

/** SPEC §8 error catalogue. */
export const ERROR_TEXTS: Record<number, { title: string; message: string }> = {
  400: { title: 'Erro 400', message: 'Requisição inválida. Verifique os dados enviados.' },
  401: { title: 'Erro 401', message: 'Você não está logado, experimente fazer login novamente para acessar esta página.' },
  403: { title: 'Erro 403', message: 'Você não tem permissão para acessar esta página.' },
  404: { title: 'Erro 404', message: 'Página não encontrada.' },
  500: { title: 'Erro 500', message: 'Erro interno no servidor. Tente novamente mais tarde.' },
};

export function errorText(status: number) {
  return ERROR_TEXTS[status] ?? { title: 'Erro desconhecido', message: 'Algo inesperado aconteceu.' };
}

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

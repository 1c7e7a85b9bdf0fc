'use client';

import Link from 'next/link';
import { errorText } from '@/components/ui/error-screen';

/** Error page of the public site (SPEC §8, 500 text); kept tiny because it ships with every public page. */
export default function SiteError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { title, message } = errorText(500);
  return (
    <main id="conteudo" className="flex min-h-dvh items-center justify-center px-4 py-16">
      <div className="max-w-lg text-center">
        <p className="text-7xl font-bold text-brand-700 dark:text-brand-300" aria-hidden>
          500
        </p>
        <h1 className="mt-4 text-3xl font-bold text-slate-900 dark:text-white">{title}</h1>
        <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{message}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            onClick={reset}
            className="inline-flex h-12 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
          >
            Tentar novamente
          </button>
          <Link
            href="/"
            className="inline-flex h-12 items-center rounded-lg border border-slate-300 px-6 font-semibold text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:text-white dark:hover:bg-slate-800"
          >
            Voltar ao início
          </Link>
        </div>
      </div>
    </main>
  );
}

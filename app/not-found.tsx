import type { Metadata } from 'next';
import { SiteFooterBody } from '@/components/site/site-footer-body';
import { EMPRESA_VAZIA } from '@/lib/domain/empresa';
import { SiteImage } from '@/components/site/site-image';
import { errorText } from '@/components/ui/error-texts';
import { ThemeScript } from '@/components/ui/theme-script';

export const metadata: Metadata = {
  title: { absolute: 'Página não encontrada | Perícia Médica Judicial' },
  robots: { index: false },
};

// The root 404 is part of every route's tree: any client component here (even next/link or the theme provider)
// would load on every page of the product. So it has none: plain links, and the saved theme applied by ThemeScript.

/** Branded 404 (SPEC §8: 'Página não encontrada.'), static. */
export default function NotFound() {
  const { title, message } = errorText(404);
  return (
    <>
      <ThemeScript />
      {/* A static header: the root 404 is part of every route's tree, so it must not pull in the menu's JavaScript. */}
      <header className="border-b border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6">
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- no client component here (see above) */}
          <a href="/" className="flex items-center gap-2 rounded-md font-semibold text-slate-900 dark:text-white">
            <SiteImage src="/images/logo.svg" alt="" width={36} height={36} />
            Perícia Médica Judicial
          </a>
        </div>
      </header>
      <main id="conteudo" className="flex min-h-[70dvh] items-center justify-center px-4 py-16">
        <div className="max-w-lg text-center">
          <p className="text-7xl font-bold text-brand-700 dark:text-brand-300" aria-hidden>
            404
          </p>
          <h1 className="mt-4 text-3xl font-bold text-slate-900 dark:text-white">{title}</h1>
          <p className="mt-3 text-lg text-slate-700 dark:text-slate-300">{message}</p>
          <p className="mt-2 text-slate-700 dark:text-slate-300">O endereço pode ter mudado ou não existir mais.</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- no client component here (see above) */}
            <a href="/" className="inline-flex h-12 items-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800">
              Voltar ao início
            </a>
            <a
              href="/contato"
              className="inline-flex h-12 items-center rounded-lg border border-slate-300 px-6 font-semibold text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:text-white dark:hover:bg-slate-800"
            >
              Falar com o suporte
            </a>
          </div>
        </div>
      </main>
      {/* Static (no database read): the product's name only, never invented firm data. */}
      <SiteFooterBody LinkAs="a" empresa={EMPRESA_VAZIA} />
    </>
  );
}

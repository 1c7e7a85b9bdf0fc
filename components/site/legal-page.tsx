import Link from 'next/link';
import { ArrowLeft } from 'lucide-react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export type Clausula = { titulo: string; paragrafos: React.ReactNode[] };

/** Terms and privacy (SPEC §2.27): static text, last updated October 2025, with a link back to the site. */
export function LegalPage({
  titulo,
  intro,
  clausulas,
  atualizacao = { iso: '2025-10', texto: 'outubro de 2025' },
}: {
  titulo: string;
  intro: string;
  clausulas: Clausula[];
  atualizacao?: { iso: string; texto: string };
}) {
  return (
    <>
      <SiteHeader />
      <main id="conteudo" className="px-4 pb-24 pt-28 sm:px-6 md:pt-36">
        <article className="mx-auto max-w-3xl">
          <Link
            href="/"
            className="mb-8 inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
          >
            <ArrowLeft className="size-4" aria-hidden /> Voltar ao site
          </Link>
          <h1 className="text-4xl font-bold tracking-tight text-slate-900 dark:text-white">{titulo}</h1>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            Última atualização: <time dateTime={atualizacao.iso}>{atualizacao.texto}</time>
          </p>
          <p className="mt-8 text-lg text-slate-700 dark:text-slate-300">{intro}</p>
          <ol className="mt-10 space-y-10">
            {clausulas.map((c, i) => (
              <li key={c.titulo}>
                <h2 className="text-2xl font-semibold text-slate-900 dark:text-white">
                  {i + 1}. {c.titulo}
                </h2>
                <div className="mt-3 space-y-3 text-slate-700 dark:text-slate-300">
                  {c.paragrafos.map((p, j) => (
                    <div key={j}>{p}</div>
                  ))}
                </div>
              </li>
            ))}
          </ol>
        </article>
      </main>
      <SiteFooter />
    </>
  );
}

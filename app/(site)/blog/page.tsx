import Link from 'next/link';
import { CalendarDays, Clock } from 'lucide-react';
import { ARTIGOS, dataPublicacao } from '@/content/blog';
import { pageMetadata } from '@/components/site/metadata';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { PageHero } from '@/components/site/ui';

export const metadata = pageMetadata({
  title: 'Blog',
  description: 'Artigos sobre perícia médica judicial, quesitos, assistência técnica e impugnação de laudos, para advogados e seus clientes.',
  path: '/blog',
});

export default function BlogPage() {
  return (
    <>
      <SiteHeader />
      <main id="conteudo">
        <PageHero
          eyebrow="Blog"
          title="Blog da Perícia Médica Judicial"
          lead="Conteúdo prático sobre a prova pericial médica para advogados e seus clientes."
        />
        <div className="mx-auto max-w-5xl px-4 pb-24 sm:px-6">
          <ul className="grid gap-6 md:grid-cols-2">
            {ARTIGOS.map((a) => (
              <li key={a.id}>
                <article
                  data-reveal
                  className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900"
                >
                  <h2 className="text-xl font-semibold text-slate-900 dark:text-white">
                    <Link href={`/blog/${a.id}`} className="underline-offset-4 hover:underline">
                      {a.titulo}
                    </Link>
                  </h2>
                  <p className="mt-3 flex-1 text-slate-700 dark:text-slate-300">{a.resumo}</p>
                  <p className="mt-4 flex flex-wrap gap-4 text-sm text-slate-600 dark:text-slate-400">
                    <span className="inline-flex items-center gap-1">
                      <CalendarDays className="size-4" aria-hidden />
                      <time dateTime={a.publicadoEm}>{dataPublicacao(a.publicadoEm, 'curta')}</time>
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <Clock className="size-4" aria-hidden /> {a.leituraMin} min de leitura
                    </span>
                  </p>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}

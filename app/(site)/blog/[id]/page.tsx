import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ArrowLeft, CalendarDays, Clock } from 'lucide-react';
import { ARTIGOS, artigoPorId, dataPublicacao } from '@/content/blog';
import { BackToTop, ScrollToTopOnChange, ShareLinks } from '@/components/site/article-tools';
import { Markdown } from '@/components/site/markdown';
import { SITE_URL, pageMetadata } from '@/components/site/metadata';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { CtaLink } from '@/components/site/ui';

export const dynamicParams = false;

export function generateStaticParams() {
  return ARTIGOS.map((a) => ({ id: a.id }));
}

export async function generateMetadata({ params }: { params: Promise<{ id: string }> }) {
  const artigo = artigoPorId((await params).id);
  if (!artigo) return {};
  return pageMetadata({
    title: artigo.titulo,
    description: artigo.resumo,
    path: `/blog/${artigo.id}`,
    type: 'article',
    publishedTime: artigo.publicadoEm,
  });
}

export default async function ArtigoPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const artigo = artigoPorId(id);
  if (!artigo) notFound();
  const path = `/blog/${artigo.id}`;
  const outros = ARTIGOS.filter((a) => a.id !== artigo.id);
  return (
    <>
      <ScrollToTopOnChange id={artigo.id} />
      <SiteHeader />
      <main id="conteudo" tabIndex={-1} className="px-4 pb-24 pt-28 sm:px-6 md:pt-36">
        <article className="mx-auto max-w-3xl">
          <Link
            href="/blog"
            className="mb-8 inline-flex items-center gap-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
          >
            <ArrowLeft className="size-4" aria-hidden /> Todos os artigos
          </Link>
          <header>
            <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">{artigo.titulo}</h1>
            <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{artigo.resumo}</p>
            <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
              <span>{artigo.autor}</span>
              <span className="inline-flex items-center gap-1">
                <CalendarDays className="size-4" aria-hidden />
                Publicado em <time dateTime={artigo.publicadoEm}>{dataPublicacao(artigo.publicadoEm, 'curta')}</time>
              </span>
              <span className="inline-flex items-center gap-1">
                <Clock className="size-4" aria-hidden /> {artigo.leituraMin} min de leitura
              </span>
            </p>
          </header>
          <div className="mt-10 space-y-5 text-lg leading-relaxed text-slate-800 dark:text-slate-200">
            <Markdown source={artigo.corpo} />
          </div>
          <aside aria-labelledby="compartilhar" className="mt-12 border-t border-slate-200 pt-8 dark:border-slate-700">
            <h2 id="compartilhar" className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
              Compartilhe este artigo
            </h2>
            <ShareLinks path={path} title={artigo.titulo} canonical={`${SITE_URL}${path}`} />
          </aside>
          <div className="mt-12 rounded-2xl bg-brand-50 p-8 text-center dark:bg-slate-900">
            <p className="text-xl font-semibold text-slate-900 dark:text-white">Precisa de apoio técnico no seu processo?</p>
            <div className="mt-6 flex justify-center">
              <CtaLink>Começar agora</CtaLink>
            </div>
          </div>
          {outros.length > 0 && (
            <nav aria-labelledby="leia-tambem" className="mt-12">
              <h2 id="leia-tambem" className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
                Leia também
              </h2>
              <ul className="space-y-3">
                {outros.map((a) => (
                  <li key={a.id}>
                    <Link href={`/blog/${a.id}`} className="font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-300">
                      {a.titulo}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className="mt-10 flex justify-end">
            <BackToTop />
          </div>
        </article>
      </main>
      <SiteFooter />
    </>
  );
}

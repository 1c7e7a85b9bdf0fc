import { AlertTriangle, ArrowRight, CheckCircle2 } from 'lucide-react';
import { clsx } from 'clsx';
import Link from 'next/link';
import type { Bloco, PaginaFase } from '@/content/fases';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { Card, CtaLink, PageHero, Section, SectionHeading } from './ui';

function BlocoView({ bloco }: { bloco: Bloco }) {
  switch (bloco.tipo) {
    case 'cards':
      return (
        <ul className={clsx('grid gap-6 sm:grid-cols-2', bloco.colunas === 2 ? 'lg:grid-cols-2' : 'lg:grid-cols-3')}>
          {bloco.itens.map((i) => (
            <li key={i.titulo}>
              <Card className="h-full">
                <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{i.titulo}</h3>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{i.texto}</p>
              </Card>
            </li>
          ))}
        </ul>
      );
    case 'passos':
      return (
        <ol className="grid gap-6 md:grid-cols-3">
          {bloco.itens.map((i, n) => (
            <li key={i.titulo}>
              <Card className="h-full">
                <span
                  aria-hidden
                  className="mb-4 flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
                >
                  {n + 1}
                </span>
                <h3 className="text-lg font-semibold text-slate-900 dark:text-white">
                  <span className="sr-only">Passo {n + 1}: </span>
                  {i.titulo}
                </h3>
                <p className="mt-2 text-slate-700 dark:text-slate-300">{i.texto}</p>
              </Card>
            </li>
          ))}
        </ol>
      );
    case 'lista':
      return (
        <ul data-reveal className="grid gap-4 sm:grid-cols-2">
          {bloco.itens.map((t) => (
            <li key={t} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700 dark:text-green-400" aria-hidden />
              <span className="text-slate-800 dark:text-slate-200">{t}</span>
            </li>
          ))}
        </ul>
      );
    case 'texto':
      return (
        <div data-reveal className="max-w-3xl space-y-4 text-lg text-slate-700 dark:text-slate-300">
          {bloco.paragrafos.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      );
    case 'aviso':
      return (
        <div
          data-reveal
          role="note"
          className="flex max-w-3xl gap-4 rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
        >
          <AlertTriangle className="size-6 shrink-0 text-amber-700 dark:text-amber-300" aria-hidden />
          <div>
            <p className="font-semibold">{bloco.titulo}</p>
            <p className="mt-1">{bloco.texto}</p>
            {bloco.link && (
              <Link href={bloco.link.href} className="mt-2 inline-block font-semibold underline underline-offset-4">
                {bloco.link.texto}
              </Link>
            )}
          </div>
        </div>
      );
  }
}

/** A phase page: sticky header with the page's anchors, hero, its sections and the final call to action. */
export function FasePage({ pagina }: { pagina: PaginaFase }) {
  return (
    <>
      <SiteHeader links={pagina.secoes.map((s) => ({ href: `#${s.id}`, label: s.menu }))} label="Seções da página" />
      <main id="conteudo">
        <PageHero eyebrow={pagina.eyebrow} title={pagina.titulo} lead={pagina.lead}>
          <CtaLink>
            {pagina.cta} <ArrowRight className="size-5" aria-hidden />
          </CtaLink>
        </PageHero>
        {pagina.secoes.map((s, i) => (
          <Section key={s.id} id={s.id} tone={i % 2 ? 'muted' : 'plain'} labelledBy={`titulo-${s.id}`}>
            <SectionHeading id={`titulo-${s.id}`} title={s.titulo} lead={s.lead} />
            <div className="space-y-8">
              {s.blocos.map((b, j) => (
                <BlocoView key={j} bloco={b} />
              ))}
            </div>
          </Section>
        ))}
        <Section tone="brand" labelledBy="titulo-chamada">
          <div data-reveal className="mx-auto max-w-3xl text-center">
            <h2 id="titulo-chamada" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {pagina.chamadaFinal.titulo}
            </h2>
            <p className="mt-4 text-lg text-brand-100">{pagina.chamadaFinal.texto}</p>
            <div className="mt-8 flex justify-center">
              <CtaLink variant="light">
                {pagina.cta} <ArrowRight className="size-5" aria-hidden />
              </CtaLink>
            </div>
          </div>
        </Section>
      </main>
      <SiteFooter />
    </>
  );
}

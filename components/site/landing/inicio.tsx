import { ArrowRight, BadgeCheck } from 'lucide-react';
import { SiteImage } from '@/components/site/site-image';
import { AnchorButton, CtaLink } from '@/components/site/ui';

/** The hero: what the firm does, the call to action and the figures. */
export function LandingInicio() {
  return (
    <>
      {/* Início */}
      <section
        id="início"
        aria-labelledby="titulo-inicio"
        className="bg-gradient-to-b from-brand-50 to-white px-4 pb-16 pt-28 sm:px-6 md:pb-24 md:pt-36 dark:from-slate-900 dark:to-slate-950"
      >
        <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-2">
          <div>
            <p className="mb-5 inline-flex items-center gap-2 rounded-full bg-brand-100 px-4 py-1.5 text-sm font-semibold text-brand-900 dark:bg-brand-900 dark:text-brand-100">
              <BadgeCheck className="size-4" aria-hidden />
              +200 casos resolvidos
            </p>
            <h1 id="titulo-inicio" className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl dark:text-white">
              Assistência técnica em perícia médica judicial
            </h1>
            <p className="mt-6 max-w-xl text-lg text-slate-700 dark:text-slate-300">
              Médicos peritos ao lado de advogados e seus clientes em todas as etapas da prova pericial: da análise do
              caso à impugnação do laudo. 100% digital e em todo o Brasil.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <CtaLink>
                Começar agora <ArrowRight className="size-5" aria-hidden />
              </CtaLink>
              <AnchorButton href="#fases">Conheça as fases</AnchorButton>
            </div>
            <ul className="mt-10 grid max-w-lg grid-cols-3 gap-4">
              {[
                ['+200', 'casos resolvidos'],
                ['27', 'unidades da federação'],
                ['100%', 'digital'],
              ].map(([n, t]) => (
                <li key={t}>
                  <span className="block text-3xl font-bold text-brand-700 dark:text-brand-300">{n}</span>
                  <span className="block text-sm text-slate-700 dark:text-slate-300">{t}</span>
                </li>
              ))}
            </ul>
          </div>
          <SiteImage
            src="/images/hero.svg"
            alt="Ilustração de um laudo médico analisado com lupa e aprovado"
            width={480}
            height={400}
            loading="eager"
            // Low priority keeps React from hinting a preload of it into every page that links here (the
            // prefetched route carried it, and Chrome warned 'preloaded but not used'); the LCP is the heading.
            fetchPriority="low"
            className="mx-auto h-auto w-full max-w-md lg:max-w-lg"
          />
        </div>
      </section>
    </>
  );
}

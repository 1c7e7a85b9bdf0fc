import Link from 'next/link';
import { ArrowRight } from 'lucide-react';
import { AVISO_PACOTE_COMPLETO, FASES_LANDING } from '@/content/landing';
import { Card, Section, SectionHeading } from '@/components/site/ui';

/** Fases: the four services, one tab each. */
export function LandingFases() {
  return (
    <>
      {/* Fases */}
      <Section id="fases" labelledBy="titulo-fases">
        <SectionHeading
          id="titulo-fases"
          eyebrow="Como trabalhamos"
          title="As fases da assistência técnica"
          lead={AVISO_PACOTE_COMPLETO}
          center
        />
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {FASES_LANDING.map((f) => (
            <li key={f.n}>
              <Card className="flex h-full flex-col">
                <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">{f.rotulo}</p>
                <h3 className="mt-2 text-xl font-semibold text-slate-900 dark:text-white">{f.titulo}</h3>
                <p className="mt-3 flex-1 text-slate-700 dark:text-slate-300">{f.texto}</p>
                <Link
                  href={f.href}
                  className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
                >
                  Saiba mais<span className="sr-only"> sobre {f.rotulo}: {f.titulo}</span>
                  <ArrowRight className="size-4" aria-hidden />
                </Link>
              </Card>
            </li>
          ))}
        </ol>
      </Section>
    </>
  );
}

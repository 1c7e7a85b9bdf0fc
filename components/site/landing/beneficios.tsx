import { BadgeCheck, CalendarClock, Globe2, Laptop, Quote, ShieldCheck, Stethoscope, Users } from 'lucide-react';
import { BENEFICIOS } from '@/content/landing';
import { Card, Section, SectionHeading } from '@/components/site/ui';
import type { EmpresaPublica } from '@/lib/domain/empresa';

const BENEFICIO_ICONES = [Laptop, Globe2, Stethoscope, CalendarClock, Users, ShieldCheck];

/** Benefícios and the testimonials the firm saved. */
export function LandingBeneficios({ empresa }: { empresa: EmpresaPublica }) {
  return (
    <>
      {/* Benefícios e depoimentos */}
      <Section id="benefícios" tone="muted" labelledBy="titulo-beneficios">
        <SectionHeading
          id="titulo-beneficios"
          eyebrow="Benefícios"
          title="Por que advogados confiam em nós"
          center
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {BENEFICIOS.map((b, i) => {
            const Icon = BENEFICIO_ICONES[i] ?? BadgeCheck;
            return (
              <li key={b.titulo}>
                <Card className="h-full">
                  <Icon className="mb-4 size-8 text-brand-700 dark:text-brand-300" aria-hidden />
                  <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{b.titulo}</h3>
                  <p className="mt-2 text-slate-700 dark:text-slate-300">{b.texto}</p>
                </Card>
              </li>
            );
          })}
        </ul>
        {/* Testimonials are the firm's own (Empresa page); none → no section. */}
        {empresa.depoimentos.length > 0 && (
          <>
        <h3 data-reveal className="mb-8 mt-20 text-center text-2xl font-bold text-slate-900 dark:text-white">
          O que dizem nossos parceiros
        </h3>
        <div className="grid gap-6 lg:grid-cols-2">
          {empresa.depoimentos.map((d) => (
            <figure
              key={d.nome}
              data-reveal
              className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-700 dark:bg-slate-900"
            >
              <Quote className="mb-4 size-8 text-brand-300 dark:text-brand-500" aria-hidden />
              <blockquote className="text-lg text-slate-800 dark:text-slate-200">“{d.texto}”</blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden
                  className="flex size-11 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
                >
                  {d.nome.replace(/^Dra?\.\s*/, '').split(' ').map((w) => w[0]).slice(0, 2).join('')}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900 dark:text-white">{d.nome}</span>
                  <span className="block text-sm text-slate-700 dark:text-slate-300">{d.papel}</span>
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
          </>
        )}
      </Section>
    </>
  );
}

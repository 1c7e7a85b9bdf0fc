import { Briefcase, Building2, Gavel, HardHat, HeartHandshake, Scale, UserRound } from 'lucide-react';
import { PUBLICOS } from '@/content/landing';
import { Card, Section, SectionHeading } from '@/components/site/ui';

const PUBLICO_ICONES = [Scale, HardHat, Gavel, Building2, UserRound, HeartHandshake];

/** Serviços: who the service is for. */
export function LandingServicos() {
  return (
    <>
      {/* Serviços: para quem é */}
      <Section id="serviços" tone="muted" labelledBy="titulo-servicos">
        <SectionHeading
          id="titulo-servicos"
          eyebrow="Serviços"
          title="Para quem é o serviço"
          lead="Apoio técnico para quem precisa que a prova médica do processo seja bem produzida e bem compreendida."
          center
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {PUBLICOS.map((p, i) => {
            const Icon = PUBLICO_ICONES[i] ?? Briefcase;
            return (
              <li key={p.titulo}>
                <Card className="h-full">
                  <Icon className="mb-4 size-8 text-brand-700 dark:text-brand-300" aria-hidden />
                  <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{p.titulo}</h3>
                  <p className="mt-2 text-slate-700 dark:text-slate-300">{p.texto}</p>
                </Card>
              </li>
            );
          })}
        </ul>
      </Section>
    </>
  );
}

import { FAQ } from '@/content/faq';
import { FaqList } from '@/components/site/faq-list';
import { Tabs } from '@/components/site/tabs';
import { Section, SectionHeading } from '@/components/site/ui';

/** Perguntas frequentes. */
export function LandingPerguntas() {
  return (
    <>
      {/* Perguntas */}
      <Section id="perguntas" labelledBy="titulo-perguntas">
        <SectionHeading
          id="titulo-perguntas"
          eyebrow="Perguntas frequentes"
          title="Dúvidas comuns e erros que custam caro"
          center
        />
        <div data-reveal>
          <Tabs
            label="Categorias de perguntas"
            tabs={FAQ.map((c) => ({ id: c.id, label: c.rotulo }))}
            panels={FAQ.map((c) => (
              <FaqList key={c.id} perguntas={c.perguntas} />
            ))}
          />
        </div>
      </Section>
    </>
  );
}

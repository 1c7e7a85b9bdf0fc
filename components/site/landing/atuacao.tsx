import { SiteImage } from '@/components/site/site-image';
import { Section, SectionHeading } from '@/components/site/ui';

/** Atuação: why the firm was born and its national coverage. */
export function LandingAtuacao() {
  return (
    <>
      {/* Atuação: por que nascemos e cobertura nacional */}
      <Section id="atuação" labelledBy="titulo-atuacao">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="titulo-atuacao"
              eyebrow="Nossa atuação"
              title="Por que a Perícia Médica Judicial nasceu"
              lead="Em ações previdenciárias, trabalhistas e de erro médico, quem decide o processo na prática é o laudo pericial. E a maior parte das partes chega à perícia sem nenhum apoio técnico."
            />
            <div data-reveal className="space-y-4 text-slate-700 dark:text-slate-300">
              <p>
                Criamos o serviço depois de ver, caso após caso, direitos legítimos se perderem por quesitos genéricos,
                documentação médica desorganizada e laudos que ninguém contestou com fundamento técnico.
              </p>
              <p>
                Reunimos médicos peritos com experiência em juízo e uma plataforma digital para que qualquer advogado,
                em qualquer comarca, tenha acesso ao mesmo suporte técnico que grandes escritórios e empresas têm.
              </p>
            </div>
          </div>
          <div data-reveal className="rounded-2xl border border-slate-200 p-6 dark:border-slate-700">
            <SiteImage
              src="/images/rede.svg"
              alt="Ilustração de uma rede que liga pontos de todo o país a uma central"
              width={400}
              height={320}
              className="mx-auto h-auto w-full max-w-sm"
            />
            <h3 className="mt-6 text-xl font-semibold text-slate-900 dark:text-white">Cobertura em todo o Brasil</h3>
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              Atendemos processos em todas as unidades da federação, na Justiça Federal, Estadual e do Trabalho. Os
              documentos chegam pelo sistema, as entregas são digitais e a presença técnica no exame é organizada com
              médicos da nossa rede na região da perícia.
            </p>
          </div>
        </div>
      </Section>
    </>
  );
}

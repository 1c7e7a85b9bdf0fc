import { lerEmpresaParaPaginas } from '@/lib/data/empresa';
import { LandingAtuacao } from '@/components/site/landing/atuacao';
import { LandingBeneficios } from '@/components/site/landing/beneficios';
import { LandingContato } from '@/components/site/landing/contato';
import { LandingFases } from '@/components/site/landing/fases';
import { LandingInicio } from '@/components/site/landing/inicio';
import { LandingPerguntas } from '@/components/site/landing/perguntas';
import { LandingServicos } from '@/components/site/landing/servicos';
import { pageMetadata } from '@/components/site/metadata';
import { LANDING_LINKS, SiteHeader } from '@/components/site/site-header';
import { SiteFooter } from '@/components/site/site-footer';

export const metadata = pageMetadata({
  title: 'Perícia Médica Judicial | Assistência técnica para advogados em todo o Brasil',
  description:
    'Análise de plausibilidade, quesitos complementares, assistente técnico na perícia e impugnação de laudo. Médicos peritos ao lado de advogados e seus clientes, 100% digital e em todo o Brasil.',
  path: '/',
});

/** The landing page: one component per section (components/site/landing), in the order of the header's links. */
export default async function Home() {
  const empresa = await lerEmpresaParaPaginas();
  return (
    <>
      <SiteHeader links={LANDING_LINKS} hideOnScroll />
      <main id="conteudo">
        <LandingInicio />
        <LandingAtuacao />
        <LandingServicos />
        <LandingFases />
        <LandingBeneficios empresa={empresa} />
        <LandingPerguntas />
        <LandingContato empresa={empresa} />
      </main>
      <SiteFooter />
    </>
  );
}

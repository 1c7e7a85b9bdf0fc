import Link from 'next/link';
import { ArrowRight, Building, Gavel, HardHat, Landmark, Scale } from 'lucide-react';
import { pageMetadata } from '@/components/site/metadata';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { Card, CtaLink, PageHero, Section, SectionHeading } from '@/components/site/ui';
import { tituloServico } from '@/lib/domain/fases';

export const metadata = pageMetadata({
  title: 'Tipos de Justiça e Ações Jurídicas',
  description:
    'Justiça Federal, Estadual, do Trabalho, Militar e Eleitoral, Cível e Juizados Especiais: quais ações envolvem perícia médica e como a assistência técnica ajuda em cada uma.',
  path: '/ajuda/justica',
});

const ANCORAS = [
  { href: '#visao-geral', label: 'Visão Geral' },
  { href: '#processo', label: 'Processo' },
  { href: '#entregas', label: 'Entregas' },
  { href: '#beneficios', label: 'Benefícios' },
];

/** SPEC §2.15 five cards; 'Saiba mais' leads to the matching phase page or to the contact page (DESIGN §6). */
const JUSTICAS = [
  {
    icon: Landmark,
    titulo: 'Justiça Federal',
    texto:
      'Ações previdenciárias e assistenciais contra o INSS: auxílio por incapacidade temporária (auxílio-doença), aposentadoria por incapacidade permanente (invalidez) e benefício assistencial de prestação continuada (BPC/LOAS).',
    href: '/fase/1',
    destino: tituloServico(1),
  },
  {
    icon: Scale,
    titulo: 'Justiça Estadual',
    texto:
      'Indenizações por erro médico e danos morais contra médicos, hospitais e planos de saúde. Perícias típicas: sanidade mental, responsabilidade médica, necessidade de tratamento e avaliação do dano corporal.',
    href: '/fase/3',
    destino: tituloServico(3),
  },
  {
    icon: HardHat,
    titulo: 'Justiça do Trabalho',
    texto:
      'Acidente de trabalho ou doença ocupacional: nexo causal ou concausal, sequelas, capacidade de trabalho, aptidão para a função e reabilitação profissional.',
    href: '/fase/2',
    destino: tituloServico(2),
  },
  {
    icon: Gavel,
    titulo: 'Justiça Militar e Eleitoral',
    texto:
      'Raramente envolve perícia médica. Quando envolve, costuma tratar da sanidade mental de um militar ou da aptidão física para o exercício de cargo eletivo.',
    href: '/contato',
    destino: 'fale com a nossa equipe',
  },
  {
    icon: Building,
    titulo: 'Cível e Juizados Especiais',
    texto:
      'Danos decorrentes de acidentes, negativa de cobertura por planos de saúde e revisão de cláusulas contratuais com base em doença ou invalidez.',
    href: '/impugnacao',
    destino: tituloServico(4),
  },
];

export default function JusticaPage() {
  return (
    <>
      <SiteHeader links={ANCORAS} label="Seções da página" />
      <main id="conteudo">
        <PageHero
          eyebrow="Ajuda"
          title="Tipos de Justiça e Ações Jurídicas"
          lead="Em que tipo de processo a perícia médica aparece, o que ela costuma avaliar e qual serviço ajuda em cada caso."
        />
        <Section id="visao-geral" labelledBy="titulo-visao-geral">
          <SectionHeading
            id="titulo-visao-geral"
            title="Visão geral"
            lead="A prova pericial médica muda de peso e de forma conforme a justiça competente. Veja os casos mais comuns."
          />
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {JUSTICAS.map((j) => (
              <li key={j.titulo}>
                <Card className="flex h-full flex-col">
                  <j.icon className="mb-4 size-8 text-brand-700 dark:text-brand-300" aria-hidden />
                  <h3 className="text-xl font-semibold text-slate-900 dark:text-white">{j.titulo}</h3>
                  <p className="mt-3 flex-1 text-slate-700 dark:text-slate-300">{j.texto}</p>
                  <Link
                    href={j.href}
                    className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
                  >
                    Saiba mais<span className="sr-only"> sobre {j.titulo}: {j.destino}</span>
                    <ArrowRight className="size-4" aria-hidden />
                  </Link>
                </Card>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="processo" tone="muted" labelledBy="titulo-processo">
          <SectionHeading id="titulo-processo" title="Como o processo funciona" />
          <ol className="grid gap-6 md:grid-cols-3">
            {[
              ['Identifique a justiça', 'A competência define o rito, os prazos e o tipo de perícia. Na dúvida, fale conosco.'],
              ['Cadastre o processo', 'No sistema, informe o tipo de justiça, a ação e o link com os documentos médicos.'],
              ['Escolha as fases', 'Na Justiça Federal e do Trabalho as fases são avulsas; nas demais, o pacote é completo.'],
            ].map(([t, d], i) => (
              <li key={t}>
                <Card className="h-full">
                  <span aria-hidden className="mb-4 flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
                    {i + 1}
                  </span>
                  <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{t}</h3>
                  <p className="mt-2 text-slate-700 dark:text-slate-300">{d}</p>
                </Card>
              </li>
            ))}
          </ol>
        </Section>
        <Section id="entregas" labelledBy="titulo-entregas">
          <SectionHeading id="titulo-entregas" title="O que entregamos" />
          <ul data-reveal className="grid gap-4 text-slate-800 sm:grid-cols-2 dark:text-slate-200">
            {[
              'Relatório de plausibilidade do nexo causal',
              'Quesitos complementares prontos para protocolo',
              'Presença do assistente técnico no exame',
              'Laudos paralelos e parecer técnico',
              'Fundamentos técnicos para impugnação do laudo',
              'Acompanhamento de prazos pelo sistema',
            ].map((t) => (
              <li key={t} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
                {t}
              </li>
            ))}
          </ul>
        </Section>
        <Section id="beneficios" tone="muted" labelledBy="titulo-beneficios">
          <SectionHeading
            id="titulo-beneficios"
            title="Benefícios"
            lead="Um único parceiro técnico para processos de qualquer justiça, em todo o Brasil, com entregas digitais e prazos definidos."
          />
          <CtaLink>Começar agora</CtaLink>
        </Section>
      </main>
      <SiteFooter />
    </>
  );
}

import Link from 'next/link';
import {
  ArrowRight,
  BadgeCheck,
  Briefcase,
  Building2,
  CalendarClock,
  Gavel,
  Globe2,
  HardHat,
  HeartHandshake,
  Laptop,
  Mail,
  MessageCircle,
  Phone,
  Quote,
  Scale,
  ShieldCheck,
  Stethoscope,
  UserRound,
  Users,
} from 'lucide-react';
import { getEmpresaParaPaginas } from '@/lib/data/empresa';
import { formatTelefone, mailtoUrl, telHref, whatsappUrl } from '@/lib/domain/empresa';
import { FAQ } from '@/content/faq';
import { BENEFICIOS, FASES_LANDING, PUBLICOS } from '@/content/landing';
import { FaqList } from '@/components/site/faq-list';
import { pageMetadata } from '@/components/site/metadata';
import { LANDING_LINKS, SiteHeader } from '@/components/site/site-header';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteImage } from '@/components/site/site-image';
import { Tabs } from '@/components/site/tabs';
import { AnchorButton, Card, CtaLink, Section, SectionHeading } from '@/components/site/ui';

export const metadata = pageMetadata({
  title: 'Perícia Médica Judicial | Assistência técnica para advogados em todo o Brasil',
  description:
    'Análise de plausibilidade, quesitos complementares, assistente técnico na perícia e impugnação de laudo. Médicos peritos ao lado de advogados e seus clientes, 100% digital e em todo o Brasil.',
  path: '/',
});

const PUBLICO_ICONES = [Scale, HardHat, Gavel, Building2, UserRound, HeartHandshake];
const BENEFICIO_ICONES = [Laptop, Globe2, Stethoscope, CalendarClock, Users, ShieldCheck];

export default async function Home() {
  const empresa = await getEmpresaParaPaginas();
  const DEPOIMENTOS = empresa.depoimentos;
  return (
    <>
      <SiteHeader links={LANDING_LINKS} hideOnScroll />
      <main id="conteudo">
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

        {/* Fases */}
        <Section id="fases" labelledBy="titulo-fases">
          <SectionHeading
            id="titulo-fases"
            eyebrow="Como trabalhamos"
            title="As fases da assistência técnica"
            lead="Contrate a fase de que o seu processo precisa agora ou acompanhe o caso do início ao fim."
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
          {DEPOIMENTOS.length > 0 && (
            <>
          <h3 data-reveal className="mb-8 mt-20 text-center text-2xl font-bold text-slate-900 dark:text-white">
            O que dizem nossos parceiros
          </h3>
          <div className="grid gap-6 lg:grid-cols-2">
            {DEPOIMENTOS.map((d) => (
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

        {/* Contato: chamada final */}
        <Section id="contato" tone="brand" labelledBy="titulo-contato">
          <div data-reveal className="mx-auto max-w-3xl text-center">
            <h2 id="titulo-contato" className="text-3xl font-bold tracking-tight sm:text-4xl">
              Fortaleça a prova pericial do seu próximo caso
            </h2>
            <p className="mt-4 text-lg text-brand-100">
              Cadastre o processo, escolha as fases e acompanhe tudo pelo sistema. Se preferir, fale com a nossa equipe
              antes.
            </p>
            <div className="mt-8 flex justify-center">
              <CtaLink variant="light">
                Começar agora <ArrowRight className="size-5" aria-hidden />
              </CtaLink>
            </div>
            <ul className="mt-10 flex flex-wrap justify-center gap-x-8 gap-y-4 text-brand-50">
              {empresa.whatsapp && (
                <li>
                  <a href={whatsappUrl(empresa.whatsapp)} className="inline-flex items-center gap-2 underline-offset-4 hover:underline" rel="noopener noreferrer" target="_blank">
                    <MessageCircle className="size-5" aria-hidden /> WhatsApp {formatTelefone(empresa.whatsapp)}
                    <span className="sr-only"> (abre em nova aba)</span>
                  </a>
                </li>
              )}
              {empresa.email && (
                <li>
                  <a href={mailtoUrl(empresa.email)} className="inline-flex items-center gap-2 underline-offset-4 hover:underline">
                    <Mail className="size-5" aria-hidden /> {empresa.email}
                  </a>
                </li>
              )}
              {empresa.telefone && (
                <li>
                  <a href={telHref(empresa.telefone)} className="inline-flex items-center gap-2 underline-offset-4 hover:underline">
                    <Phone className="size-5" aria-hidden /> {formatTelefone(empresa.telefone)}
                  </a>
                </li>
              )}
              <li>
                <Link href="/contato" className="inline-flex items-center gap-2 font-semibold underline underline-offset-4">
                  Todas as formas de contato
                </Link>
              </li>
            </ul>
          </div>
        </Section>
      </main>
      <SiteFooter />
    </>
  );
}

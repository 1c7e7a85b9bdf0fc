import Link from 'next/link';
import { BackButton } from '@/components/site/back-button';
import { CalculadoraPrazos } from '@/components/site/calculadora-prazos';
import { pageMetadata } from '@/components/site/metadata';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';

export const metadata = pageMetadata({
  title: 'Calculadora de prazos processuais',
  description:
    'Calcule o prazo processual em dias úteis pelo CPC: exclui o dia da intimação, fins de semana, feriados nacionais, o recesso de 20/12 a 20/01 e os feriados da Justiça Federal.',
  path: '/calculadora-de-prazos',
});

const REGRAS = [
  'Conta só dias úteis (CPC, art. 219).',
  'Exclui o dia da intimação: a contagem começa no primeiro dia útil seguinte; se a intimação cair em dia sem expediente, ela se considera feita no primeiro dia útil e a contagem começa no dia útil seguinte (CPC, art. 224).',
  'Suspende a contagem de 20 de dezembro a 20 de janeiro, inclusive (CPC, art. 220).',
  'Desconta os feriados nacionais, o Carnaval (segunda e terça), a Sexta-feira Santa e Corpus Christi.',
  'Na Justiça Federal, desconta também os feriados da Lei 5.010/66, art. 62: de quarta-feira a domingo da Semana Santa, 11 de agosto, 1º e 2 de novembro e 8 de dezembro.',
  'Com o tribunal informado, desconta os feriados locais e as suspensões de expediente que registramos para ele.',
];

export default function CalculadoraDePrazosPage() {
  return (
    <>
      <SiteHeader />
      <main id="conteudo" className="px-4 pb-24 pt-24 sm:px-6 md:pt-28">
        <div className="mx-auto max-w-3xl">
          <BackButton className="mb-6 inline-flex h-10 items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800">
            Voltar
          </BackButton>
          <h1 id="titulo-calculadora" className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">
            Calculadora de prazos
          </h1>
          <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">
            Informe a data da intimação e o prazo em dias úteis. Mostramos o último dia do prazo e cada dia que não entrou na
            contagem, com o motivo.
          </p>
          <div className="mt-10">
            <CalculadoraPrazos />
          </div>
          <section aria-labelledby="titulo-regras" className="mt-16">
            <h2 id="titulo-regras" className="text-2xl font-bold text-slate-900 dark:text-white">
              Como a contagem é feita
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700 dark:text-slate-300">
              {REGRAS.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
            <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
              O resultado é uma referência: confira sempre a intimação, o prazo fixado pelo juiz e os atos do tribunal sobre
              expediente. Recebeu o laudo do perito do juízo?{' '}
              <Link href="/impugnacao" className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300">
                Conheça a impugnação de laudo
              </Link>
              .
            </p>
          </section>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}

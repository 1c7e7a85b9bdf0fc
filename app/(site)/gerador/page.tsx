import { GeradorForm } from '@/components/site/gerador-form';
import { pageMetadata } from '@/components/site/metadata';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { tabelaParaPaginas } from '@/lib/data/precos';

export const metadata = {
  ...pageMetadata({
    title: 'Gerador de Proposta',
    description: 'Monte o link de uma proposta técnica e comercial de assistência em perícia médica judicial.',
    path: '/gerador',
  }),
  robots: { index: false },
};

export default async function GeradorPage() {
  // The table in force (issue 34 item 5), not SPEC's constants: regenerated after every PUT /api/precos.
  const tabela = await tabelaParaPaginas();
  return (
    <>
      <SiteHeader />
      <main id="conteudo" className="px-4 pb-24 pt-28 sm:px-6 md:pt-32">
        <div className="mx-auto max-w-6xl">
          <h1 className="text-4xl font-bold tracking-tight text-slate-900 dark:text-white">Gerador de Proposta</h1>
          <p className="mb-10 mt-4 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
            Preencha os dados do processo e escolha as fases. O link abre a proposta pronta para imprimir ou salvar em PDF;
            campos em branco usam os valores padrão.
          </p>
          <GeradorForm tabela={tabela} />
        </div>
      </main>
      <SiteFooter />
    </>
  );
}

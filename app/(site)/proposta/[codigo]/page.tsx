import Link from 'next/link';
import { notFound } from 'next/navigation';
import { CheckCircle2, AlertTriangle } from 'lucide-react';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { dataPorExtenso } from '@/lib/domain/dates-local';
import { formatCentavos } from '@/lib/domain/money';
import { FASE_TITULOS, parcelas, precosEmitidos, type PrecosProposta } from '@/lib/domain/proposta';
import { formatarCodigoProposta } from '@/lib/domain/proposta-codigo';
import { propostaDoCodigo } from './dados';

function linhasDePrecos(precos: PrecosProposta | null, antecipacao: number): [string, React.ReactNode][] {
  if (!precos) return [];
  const linhas: [string, React.ReactNode][] = [['Tabela de preços', precos.rotulo]];
  for (const f of precos.fases) linhas.push([FASE_TITULOS[f.fase], formatCentavos(f.centavos)]);
  if (antecipacao > 0) {
    linhas.push([
      'Antecipação',
      `${antecipacao} ${antecipacao === 1 ? 'dia útil' : 'dias úteis'} × ${formatCentavos(precos.antecipacaoPorDiaCentavos)} = ${formatCentavos(precos.antecipacaoCentavos)}`,
    ]);
  }
  return linhas;
}

// The code is the access: read per request, never cached or prerendered (names of people are on the page).
export const dynamic = 'force-dynamic';

export const metadata = { title: 'Verificação de proposta', robots: { index: false, follow: false } };

/**
 * Public verification of a proposal issued with a code (issue 28 item 6): firm, client, values, date and validity,
 * as stored when the admin issued it. An unknown code is the site's 404 ('Página não encontrada.').
 */
export default async function VerificarPropostaPage({ params }: { params: Promise<{ codigo: string }> }) {
  const dados = await propostaDoCodigo((await params).codigo);
  if (!dados) notFound();
  const { p } = dados;
  const { entrada, saldo } = parcelas(p.valorParcelado);
  const linhas: [string, React.ReactNode][] = [
    ['Código', <span key="c" className="font-mono">{formatarCodigoProposta(p.codigo)}</span>],
    ['Empresa', p.cnpj ? `${p.empresa} · CNPJ ${p.cnpj}` : p.empresa],
    ['Cliente', p.nomeCliente],
    ['Advogado(a)', p.nomeAdvogado],
    ['Número do processo', p.numeroProcesso],
    ['Serviços', p.fases.map((f) => FASE_TITULOS[f]).join('; ')],
    // Each phase's price as issued (issue 34 item 5); none for a proposal issued before they were kept.
    ...linhasDePrecos(p.precosFases ? precosEmitidos(p.precosFases, p.antecipacao) : null, p.antecipacao),
    ['Valor à vista', formatCentavos(p.valorVista)],
    ['Valor parcelado', `${formatCentavos(p.valorParcelado)} (50% na entrada, ${formatCentavos(entrada)}, e 50% em 30 dias, ${formatCentavos(saldo)})`],
    ['Emitida em', dataPorExtenso(p.emitidaEm)],
    ['Válida até', dataPorExtenso(p.validaAte)],
  ];
  return (
    <>
      <SiteHeader />
      <main id="conteudo" className="px-4 pb-24 pt-28 sm:px-6 md:pt-32">
        <div className="mx-auto max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">Verificação de proposta</h1>
          {p.vigente ? (
            <p role="status" className="mt-4 flex items-center gap-2 rounded-md border border-green-300 bg-green-50 px-4 py-3 font-medium text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100">
              <CheckCircle2 className="size-5 shrink-0" aria-hidden /> Proposta autêntica, emitida por {p.empresa} e válida até {dataPorExtenso(p.validaAte)}.
            </p>
          ) : (
            <p role="status" className="mt-4 flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
              <AlertTriangle className="size-5 shrink-0" aria-hidden /> Proposta autêntica, emitida por {p.empresa}, mas vencida desde {dataPorExtenso(p.validaAte)}.
            </p>
          )}
          <p className="mt-4 text-slate-700 dark:text-slate-300">Confira se os dados abaixo são os mesmos da proposta que você recebeu. Se algo for diferente, a proposta impressa foi alterada.</p>
          <dl className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
            {linhas.map(([rotulo, valor]) => (
              <div key={rotulo} className="grid gap-1 px-4 py-3 sm:grid-cols-[12rem_1fr]">
                <dt className="text-sm font-semibold text-slate-700 dark:text-slate-300">{rotulo}</dt>
                <dd className="text-slate-900 dark:text-slate-100">{valor}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-6">
            <Link href={`/proposta/${p.codigo}/documento`} className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300">
              Ver a proposta completa
            </Link>
          </p>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}

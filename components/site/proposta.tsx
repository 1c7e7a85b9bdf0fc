'use client';

import { useSearchParams } from 'next/navigation';
import { useMemo, useSyncExternalStore } from 'react';
import { addCalendarDays, dataPorExtenso, localIsoDate } from '@/lib/domain/dates-local';
import { formatCentavos } from '@/lib/domain/money';
import type { TabelaPrecos } from '@/lib/domain/pricing/tabela';
import {
  FASE_TITULOS,
  ajusteSobreATabela,
  VALIDADE_DIAS,
  escopoItens,
  parcelas,
  parseProposta,
  precosDaProposta,
  type PrecosProposta,
  type Proposta,
} from '@/lib/domain/proposta';

/**
 * Client islands of /modelo. The page is a static shell (prerendered, no server work per request); these
 * small parts read the query string in the browser (inside Suspense boundaries) and fill the document.
 */
function useProposta(tabela?: TabelaPrecos): Proposta {
  const params = useSearchParams();
  const key = params.toString();
  return useMemo(() => parseProposta(new URLSearchParams(key), tabela), [key, tabela]);
}

/**
 * One field of the query; `padrao` (the firm's own data, from the server) when the query has none; with
 * `prefixo`, nothing at all when there is no value.
 */
export function CampoProposta({
  campo,
  padrao = '',
  prefixo,
}: {
  campo: 'empresa' | 'cnpj' | 'nomeCliente' | 'nomeAdvogado';
  padrao?: string;
  prefixo?: string;
}) {
  const valor = useProposta()[campo] || padrao;
  if (prefixo !== undefined) return valor ? <>{prefixo + valor}</> : null;
  return <>{valor}</>;
}

const subscribe = () => () => {};
// A calendar date of the visitor's own day, in words ("10 de março de 2026"): the day is read from the browser's
// local fields (lib/domain/dates-local, no date library on this public page) and shown as that plain date.

/** Issue date (today) or the end of the 30-day validity, in the visitor's browser. */
export function DataProposta({ validade = false }: { validade?: boolean }) {
  const hoje = useSyncExternalStore(subscribe, () => localIsoDate(new Date()), () => '');
  if (!hoje) return <span className="text-slate-500">—</span>;
  const dia = validade ? addCalendarDays(hoje, VALIDADE_DIAS) : hoje;
  return <time dateTime={dia}>{dataPorExtenso(dia)}</time>;
}

const th = 'w-48 py-2 pr-4 text-left align-top font-semibold text-slate-700';
const td = 'py-2 text-slate-900';
const h2 = 'mb-3 border-b-2 border-brand-700 pb-1 text-lg font-bold text-brand-800 break-after-avoid';

/** The proposal's body from the link's query (/modelo), priced with the table in force (read by the server page). */
export function CorpoProposta({ tabela }: { tabela: TabelaPrecos }) {
  const p = useProposta(tabela);
  return <CorpoPropostaView p={p} precos={precosDaProposta(p, tabela)} />;
}

/**
 * The proposal's body for given values: /modelo's query, or a proposal issued with a code (/proposta/{codigo}/documento).
 * With `precos`, each phase shows its price and the page names the row of the table used ('Preços da Justiça Federal'):
 * /modelo's under the table in force, an issued proposal's as stored (one issued before they were kept: totals only).
 */
export function CorpoPropostaView({ p, precos }: { p: Proposta; precos?: PrecosProposta }) {
  const itens = escopoItens(p.fases);
  const preco = new Map(precos?.fases.map((f) => [f.fase, f.centavos]));
  const { entrada, saldo } = parcelas(p.valorParcelado);
  const ajuste = precos && ajusteSobreATabela(p.valorVista, precos);
  return (
    <>
      <section aria-labelledby="secao-01" className="break-inside-avoid">
        <h2 id="secao-01" className={h2}>
          01. Identificação do processo
        </h2>
        <table className="w-full text-sm">
          <tbody>
            <tr>
              <th scope="row" className={th}>Advogado(a)</th>
              <td className={td}>{p.nomeAdvogado}</td>
            </tr>
            <tr>
              <th scope="row" className={th}>Cliente</th>
              <td className={td}>{p.nomeCliente}</td>
            </tr>
            <tr>
              <th scope="row" className={th}>Número do processo</th>
              <td className={td}>{p.numeroProcesso}</td>
            </tr>
            <tr>
              <th scope="row" className={th}>Parte contrária</th>
              <td className={td}>{p.parteContraria}</td>
            </tr>
          </tbody>
        </table>
      </section>

      <section aria-labelledby="secao-02" className="break-inside-avoid">
        <h2 id="secao-02" className={h2}>
          02. Proposta comercial
        </h2>
        <p className="mb-3 text-sm text-slate-800">
          Prestação de serviços de assistência técnica em perícia médica judicial, com atuação 100% digital, nas seguintes
          etapas:
        </p>
        {precos && (
          <p className="mb-2 text-sm font-semibold text-slate-900" data-testid="linha-precos">
            {precos.rotulo}
          </p>
        )}
        <ul className="list-disc space-y-1 pl-6 text-sm text-slate-900">
          {p.fases.map((f) => (
            <li key={f}>
              {FASE_TITULOS[f]}
              {preco.has(f) && <span data-testid={`preco-fase-${f}`}>: {formatCentavos(preco.get(f)!)}</span>}
            </li>
          ))}
        </ul>
        {p.antecipacao > 0 && (
          <p className="mt-3 text-sm text-slate-800">
            Antecipação de entrega: {p.antecipacao} {p.antecipacao === 1 ? 'dia útil' : 'dias úteis'}
            {precos && ` (${formatCentavos(precos.antecipacaoPorDiaCentavos)} por dia: ${formatCentavos(precos.antecipacaoCentavos)})`}.
          </p>
        )}
        {p.processos > 1 && (
          <p className="mt-3 text-sm font-semibold text-slate-900" data-testid="processos-pacote">
            Pacote para {p.processos} processos
            {precos && ` (${formatCentavos(precos.porProcessoCentavos)} por processo, pela tabela)`}.
          </p>
        )}
      </section>

      {itens.length > 0 && (
        <section aria-labelledby="secao-escopo" className="break-inside-avoid">
          <h2 id="secao-escopo" className={h2}>
            Escopo dos serviços
          </h2>
          <ol className="space-y-2 text-sm">
            {itens.map((i) => (
              <li key={i.n} className="flex gap-3">
                <span className="font-bold text-brand-800">{i.numero}.</span>
                <span>
                  <strong className="text-slate-900">{i.titulo}</strong>
                  <span className="text-slate-800">: {i.descricao}</span>
                </span>
              </li>
            ))}
          </ol>
        </section>
      )}

      <section aria-labelledby="secao-investimento" className="break-inside-avoid">
        <h2 id="secao-investimento" className={h2}>
          Investimento total
        </h2>
        {ajuste && (
          <p className="mb-3 text-sm text-slate-800" data-testid="ajuste-tabela">
            Soma dos preços da tabela: {formatCentavos(ajuste.tabelaCentavos)}.{' '}
            {ajuste.diferencaCentavos < 0 ? 'Desconto concedido' : 'Acréscimo'}: {formatCentavos(Math.abs(ajuste.diferencaCentavos))}.
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
          <div className="rounded-lg border border-slate-300 p-4">
            <p className="text-sm font-semibold text-slate-700">À vista</p>
            <p className="mt-1 text-2xl font-bold text-brand-800" data-testid="valor-vista">
              {formatCentavos(p.valorVista)}
            </p>
          </div>
          <div className="rounded-lg border border-slate-300 p-4">
            <p className="text-sm font-semibold text-slate-700">Parcelado</p>
            <p className="mt-1 text-2xl font-bold text-brand-800" data-testid="valor-parcelado">
              {formatCentavos(p.valorParcelado)}
            </p>
            <p className="mt-1 text-sm text-slate-800">
              50% na entrada ({formatCentavos(entrada)}) + 50% em 30 dias ({formatCentavos(saldo)})
            </p>
            {precos && p.valorParceladoPadrao && precos.taxaParceladoBp > 0 && (
              <p className="mt-1 text-xs text-slate-700">Inclui a taxa do pagamento parcelado ({new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(precos.taxaParceladoBp / 100)}%).</p>
            )}
          </div>
        </div>
      </section>
    </>
  );
}

export function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
    >
      Imprimir / Salvar PDF
    </button>
  );
}

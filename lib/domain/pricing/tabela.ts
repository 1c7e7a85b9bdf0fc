import { ANTICIPATION_PRICE_PER_DAY_CENTAVOS, FULL_PACKAGE_PRICE_CENTAVOS, MAX_ANTICIPATION_DAYS_PER_PHASE, PHASE_PRICES_CENTAVOS } from './constants';

/**
 * The firm's price table (issue 34 item 5): every amount in integer centavos, every fee/discount in basis points
 * (1/10.000). The admin edits it through PUT /api/precos; each save is a new version in force from then on.
 * A case keeps the version it was registered with; new cases, proposals and Orçamentos read the current one.
 */
export type TabelaPrecos = {
  /** Price of the full technical-assistance package (the four phases of a fixed-phase justice type). */
  pacoteCompletoCentavos: number;
  /** Price of each phase (1 to 4) for the justice types whose phases are chosen (Federal, Trabalho, 'outros'). */
  fasesCentavos: { 1: number; 2: number; 3: number; 4: number };
  /** Anticipation: price per business day and how many days per chosen service. */
  antecipacaoPorDiaCentavos: number;
  antecipacaoMaxDiasPorFase: number;
  /** Packages: duplo (2 cases) discount; corporativo discount from a minimum number of cases. */
  pacoteDuploDescontoBp: number;
  pacoteCorporativoDescontoBp: number;
  pacoteCorporativoMinimo: number;
  /** Payment fees on the subtotal. */
  taxasPagamentoBp: { pix: number; cartao: number; boleto: number };
};

/** SPEC §9's values: version 1 of the table and the default while nothing else is saved. */
export const TABELA_PADRAO: TabelaPrecos = Object.freeze({
  pacoteCompletoCentavos: FULL_PACKAGE_PRICE_CENTAVOS,
  fasesCentavos: Object.freeze({ 1: PHASE_PRICES_CENTAVOS[1], 2: PHASE_PRICES_CENTAVOS[2], 3: PHASE_PRICES_CENTAVOS[3], 4: PHASE_PRICES_CENTAVOS[4] }),
  antecipacaoPorDiaCentavos: ANTICIPATION_PRICE_PER_DAY_CENTAVOS,
  antecipacaoMaxDiasPorFase: MAX_ANTICIPATION_DAYS_PER_PHASE,
  pacoteDuploDescontoBp: 500,
  pacoteCorporativoDescontoBp: 1000,
  pacoteCorporativoMinimo: 10,
  taxasPagamentoBp: Object.freeze({ pix: 49, cartao: 250, boleto: 0 }),
}) as TabelaPrecos;

/** The table in force and its version, as GET /api/precos answers it. */
export type TabelaVigente = { versao: number; vigenteDesde: string; tabela: TabelaPrecos };

/** Price of one phase under a table (0 for an unknown phase). */
export function precoFase(tabela: TabelaPrecos, fase: number): number {
  return (tabela.fasesCentavos as Record<number, number>)[fase] ?? 0;
}

/** Sum of the chosen phases' prices. */
export function somaFases(tabela: TabelaPrecos, fases: readonly number[]): number {
  return fases.reduce((sum, f) => sum + precoFase(tabela, f), 0);
}

const pct = (bp: number) => `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(bp / 100)}%`;

/** The table as flat fields for the audit history (lib/domain/lgpd CAMPOS names them): amounts in centavos, rates as '0,49%'. */
export function camposDaTabela(t: TabelaPrecos): Record<string, string | number> {
  return {
    precoPacoteCompleto: t.pacoteCompletoCentavos,
    precoFase1: t.fasesCentavos[1],
    precoFase2: t.fasesCentavos[2],
    precoFase3: t.fasesCentavos[3],
    precoFase4: t.fasesCentavos[4],
    precoAntecipacaoDia: t.antecipacaoPorDiaCentavos,
    antecipacaoMaxDias: String(t.antecipacaoMaxDiasPorFase),
    descontoDuplo: pct(t.pacoteDuploDescontoBp),
    descontoCorporativo: pct(t.pacoteCorporativoDescontoBp),
    corporativoMinimo: String(t.pacoteCorporativoMinimo),
    taxaPix: pct(t.taxasPagamentoBp.pix),
    taxaCartao: pct(t.taxasPagamentoBp.cartao),
    taxaBoleto: pct(t.taxasPagamentoBp.boleto),
  };
}

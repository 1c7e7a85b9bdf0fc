import { ANTICIPATION_PRICE_PER_DAY_CENTAVOS, FULL_PACKAGE_PRICE_CENTAVOS, MAX_ANTICIPATION_DAYS_PER_PHASE, PHASE_PRICES_CENTAVOS } from './constants';

/** Price of each phase (1 to 4), in centavos. */
export type PrecosFases = { 1: number; 2: number; 3: number; 4: number };

/**
 * The justice types whose phases are priced one by one (SPEC §9: 'for Federal or Trabalho it is the sum of per-phase
 * prices'); every other type is the full package. Each has its own phase prices in the table (`fasesPorJustica`).
 */
export const JUSTICAS_POR_FASE = ['federal', 'trabalho'] as const;
export type JusticaPorFase = (typeof JUSTICAS_POR_FASE)[number];

export function isJusticaPorFase(tipo: unknown): tipo is JusticaPorFase {
  return (JUSTICAS_POR_FASE as readonly unknown[]).includes(tipo);
}

/**
 * The firm's price table (issue 34 item 5): every amount in integer centavos, every fee/discount in basis points
 * (1/10.000). The admin edits it through PUT /api/precos; each save is a new version in force from then on.
 * A case keeps the version it was registered with; new cases, proposals and Orçamentos read the current one.
 */
export type TabelaPrecos = {
  /** Price of the full technical-assistance package (the four phases of a fixed-phase justice type). */
  pacoteCompletoCentavos: number;
  /**
   * Price of each phase (1 to 4) when the justice type is not known (a proposal without one, the Orçamentos'
   * 'Outros'); the default of the per-type grid below.
   */
  fasesCentavos: PrecosFases;
  /** Price of each phase by justice type (Justiça Federal, Justiça do Trabalho): what a case of that type pays. */
  fasesPorJustica: Record<JusticaPorFase, PrecosFases>;
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

const FASES_SPEC: PrecosFases = Object.freeze({ 1: PHASE_PRICES_CENTAVOS[1], 2: PHASE_PRICES_CENTAVOS[2], 3: PHASE_PRICES_CENTAVOS[3], 4: PHASE_PRICES_CENTAVOS[4] });

/** SPEC §9's values: version 1 of the table and the default while nothing else is saved. */
export const TABELA_PADRAO: TabelaPrecos = Object.freeze({
  pacoteCompletoCentavos: FULL_PACKAGE_PRICE_CENTAVOS,
  fasesCentavos: FASES_SPEC,
  fasesPorJustica: Object.freeze({ federal: FASES_SPEC, trabalho: FASES_SPEC }),
  antecipacaoPorDiaCentavos: ANTICIPATION_PRICE_PER_DAY_CENTAVOS,
  antecipacaoMaxDiasPorFase: MAX_ANTICIPATION_DAYS_PER_PHASE,
  pacoteDuploDescontoBp: 500,
  pacoteCorporativoDescontoBp: 1000,
  pacoteCorporativoMinimo: 10,
  taxasPagamentoBp: Object.freeze({ pix: 49, cartao: 250, boleto: 0 }),
}) as TabelaPrecos;

/** The table in force and its version, as GET /api/precos answers it. */
export type TabelaVigente = { versao: number; vigenteDesde: string; tabela: TabelaPrecos };

/**
 * A table as stored by any build, or as PUT /api/precos received it (the grid is optional there): every missing field
 * takes SPEC's value, and a missing per-type grid (or type) takes that table's general phase prices, so a version saved
 * before the grid existed prices every type as it did then.
 */
export function completarTabela(t: Partial<Omit<TabelaPrecos, 'fasesPorJustica'>> & { fasesPorJustica?: Partial<Record<JusticaPorFase, PrecosFases>> }): TabelaPrecos {
  const base = { ...TABELA_PADRAO, ...t };
  const geral = base.fasesCentavos;
  const copia = (f: PrecosFases): PrecosFases => ({ 1: f[1], 2: f[2], 3: f[3], 4: f[4] });
  return {
    ...base,
    fasesCentavos: copia(geral),
    taxasPagamentoBp: { ...base.taxasPagamentoBp },
    fasesPorJustica: Object.fromEntries(JUSTICAS_POR_FASE.map((j) => [j, copia(t.fasesPorJustica?.[j] ?? geral)])) as Record<JusticaPorFase, PrecosFases>,
  };
}

/** The phase prices of a justice type: its own row of the grid, else (no type, 'outros') the general ones. */
export function precosDasFases(tabela: TabelaPrecos, tipoJustica?: string | null): PrecosFases {
  return (isJusticaPorFase(tipoJustica) && tabela.fasesPorJustica?.[tipoJustica]) || tabela.fasesCentavos;
}

/**
 * Which row of the table priced something, as a proposal says it: 'Preços da Justiça Federal', 'Preços da Justiça do
 * Trabalho', else (no type, or a type without a row of its own) 'Preços gerais da tabela'.
 */
export function rotuloLinhaDePrecos(tipoJustica?: string | null): string {
  if (tipoJustica === 'federal') return 'Preços da Justiça Federal';
  if (tipoJustica === 'trabalho') return 'Preços da Justiça do Trabalho';
  return 'Preços gerais da tabela';
}

/** Price of one phase under a table, for a justice type when given (0 for an unknown phase). */
export function precoFase(tabela: TabelaPrecos, fase: number, tipoJustica?: string | null): number {
  return (precosDasFases(tabela, tipoJustica) as Record<number, number>)[fase] ?? 0;
}

/** Sum of the chosen phases' prices (for a justice type when given). */
export function somaFases(tabela: TabelaPrecos, fases: readonly number[], tipoJustica?: string | null): number {
  return fases.reduce((sum, f) => sum + precoFase(tabela, f, tipoJustica), 0);
}

/** The installment ('parcelado') price of an amount: plus the table's fee for paying in installments (the card's). */
export function taxaParceladoBp(tabela: TabelaPrecos): number {
  return tabela.taxasPagamentoBp.cartao;
}

export function valorParcelado(vistaCentavos: number, tabela: TabelaPrecos): number {
  return vistaCentavos + Math.round((vistaCentavos * taxaParceladoBp(tabela)) / 10_000);
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
    ...Object.fromEntries(
      JUSTICAS_POR_FASE.flatMap((j) => ([1, 2, 3, 4] as const).map((f) => [`preco${j === 'federal' ? 'Federal' : 'Trabalho'}Fase${f}`, precosDasFases(t, j)[f]])),
    ),
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

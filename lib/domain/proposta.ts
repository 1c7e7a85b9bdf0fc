/**
 * Proposal (/modelo) and proposal link generator (/gerador) rules: SPEC §2.24, §2.25, §3 (proposal query
 * parameters), §5 (generator validation) and §9 (proposal constants). Pure, no I/O: shared by the client
 * islands of both pages and by the unit tests.
 */
import { parseValor } from '@/lib/domain/money';
import type { TipoJustica } from '@/lib/domain/labels';
import { TABELA_PADRAO, precoFase, rotuloLinhaDePrecos, taxaParceladoBp, valorParcelado, type TabelaPrecos } from './pricing/tabela';
import { clampAntecipacao, cleanText, numeroDoProcesso, parseFases, parseJustica, parseProcessos, valorTabela, type FaseProposta } from './proposta-link';

export * from './proposta-link';

/** SPEC §3: proposal scope items 1 to 5. */
export const ESCOPO_ITENS = [
  {
    n: 1,
    titulo: 'Análise documental',
    descricao: 'Leitura dos autos, prontuários, exames e laudos para avaliar a plausibilidade do nexo causal.',
  },
  {
    n: 2,
    titulo: 'Quesitação inicial',
    descricao:
      'Indicação do assistente técnico e apresentação de quesitos no prazo do art. 465, §1º, incisos II e III, do CPC.',
  },
  {
    n: 3,
    titulo: 'Representação técnica',
    descricao: 'Acompanhamento do exame pericial pelo assistente técnico, com registro das condições da perícia.',
  },
  {
    n: 4,
    titulo: 'Impugnação',
    descricao: 'Análise crítica do laudo do perito do juízo e fundamentos técnicos para a sua impugnação.',
  },
  {
    n: 5,
    titulo: 'Parecer técnico',
    descricao: 'Parecer do assistente técnico no prazo comum do art. 477, §1º, do CPC.',
  },
] as const;

/** Which scope items each phase covers. */
const ESCOPO_POR_FASE: Record<FaseProposta, number[]> = { 1: [1], 2: [2], 3: [3, 5], 4: [4, 5] };

/** SPEC §9: reschedule fee R$ 900,00 and 30-day validity. */
export const TAXA_REAGENDAMENTO_CENTAVOS = 90_000;
export const VALIDADE_DIAS = 30;

export const PROPOSTA_DEFAULTS = {
  nomeAdvogado: 'Advogado(a) responsável',
  nomeCliente: 'Cliente',
  numeroProcesso: 'A informar',
  parteContraria: 'A informar',
  // Empty: the page shows the firm's own razão social and CNPJ (the 'Empresa' data), when there are any.
  empresa: '',
  cnpj: '',
  fases: [1, 2, 3] as FaseProposta[],
};

export type Proposta = {
  nomeAdvogado: string;
  nomeCliente: string;
  numeroProcesso: string;
  parteContraria: string;
  empresa: string;
  cnpj: string;
  fases: FaseProposta[];
  /** Anticipated business days (0..8 × phases). */
  antecipacao: number;
  /** How many cases the proposal covers (a package of the Orçamentos screen; 1 otherwise). */
  processos: number;
  /** The justice type whose row of the table prices the phases (`justica` of the link); null: the general prices. */
  justica: TipoJustica | null;
  valorVista: number; // centavos
  valorParcelado: number; // centavos
  /** True when the value came from the price table rather than the link. */
  valorVistaPadrao: boolean;
  valorParceladoPadrao: boolean;
};

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>;

function getAll(src: ParamSource, key: string): string[] {
  if (src instanceof URLSearchParams) return src.getAll(key);
  const v = src[key];
  if (v === undefined) return [];
  return Array.isArray(v) ? v : [v];
}

function get(src: ParamSource, key: string): string | undefined {
  return getAll(src, key)[0];
}

/** Money typed by a person or put in a link → integer centavos (one parser for the whole product). */
export { parseValor };

/** Parcelado: 50% at entry and 50% in 30 days; the entry takes the odd centavo. */
export function parcelas(totalCentavos: number): { entrada: number; saldo: number } {
  const saldo = Math.floor(totalCentavos / 2);
  return { entrada: totalCentavos - saldo, saldo };
}

/** The scope items the selected phases cover, in order, each with the number it is shown with (1, 2, 3, ...). */
export function escopoItens(fases: readonly FaseProposta[]) {
  const wanted = new Set(fases.flatMap((f) => ESCOPO_POR_FASE[f]));
  return ESCOPO_ITENS.filter((item) => wanted.has(item.n)).map((item, i) => ({ ...item, numero: i + 1 }));
}

/** /modelo: the query parameters of SPEC §3 with a default for each missing or invalid one. */
export function parseProposta(src: ParamSource, precos: TabelaPrecos = TABELA_PADRAO): Proposta {
  const fasesLidas = parseFases(getAll(src, 'fase'));
  const fases = fasesLidas.length ? fasesLidas : [...PROPOSTA_DEFAULTS.fases];
  const antecipacao = clampAntecipacao(get(src, 'antecipacao'), fases, precos);
  const processos = parseProcessos(get(src, 'processos'));
  // Only the link's own `justica`, never the case number's: a link written before the parameter keeps its prices.
  const justica = parseJustica(get(src, 'justica'));
  const tabela = valorTabela(fases, antecipacao, precos, justica) * processos;
  const vista = parseValor(get(src, 'valorVista'));
  const parcelado = parseValor(get(src, 'valorParcelado'));
  return {
    nomeAdvogado: cleanText(get(src, 'nomeAdvogado')) ?? PROPOSTA_DEFAULTS.nomeAdvogado,
    nomeCliente: cleanText(get(src, 'nomeCliente')) ?? PROPOSTA_DEFAULTS.nomeCliente,
    numeroProcesso: numeroDoProcesso(get(src, 'numeroProcesso')) ?? PROPOSTA_DEFAULTS.numeroProcesso,
    parteContraria: cleanText(get(src, 'parteContraria')) ?? PROPOSTA_DEFAULTS.parteContraria,
    empresa: cleanText(get(src, 'empresa')) ?? PROPOSTA_DEFAULTS.empresa,
    cnpj: cleanText(get(src, 'cnpj'), 20) ?? PROPOSTA_DEFAULTS.cnpj,
    fases,
    antecipacao,
    processos,
    justica,
    valorVista: vista ?? tabela,
    // Never a copy of the cash price: the cash price plus the table's fee for paying in installments.
    valorParcelado: parcelado ?? valorParcelado(vista ?? tabela, precos),
    valorVistaPadrao: vista === null,
    valorParceladoPadrao: parcelado === null,
  };
}


/** The price lines of a proposal under the table in force: each phase's price, the anticipation, the fee of the installments. */
export type PrecosProposta = {
  /** The justice type whose row priced the phases (null: the general prices) and how the page names that row. */
  justica: TipoJustica | null;
  rotulo: string;
  fases: { fase: FaseProposta; centavos: number }[];
  antecipacaoPorDiaCentavos: number;
  antecipacaoCentavos: number;
  /** Phases plus anticipation, for one case. */
  porProcessoCentavos: number;
  processos: number;
  taxaParceladoBp: number;
};

export function precosDaProposta(
  p: Pick<Proposta, 'fases' | 'antecipacao' | 'processos'> & { justica?: TipoJustica | null },
  tabela: TabelaPrecos = TABELA_PADRAO,
): PrecosProposta {
  const justica = p.justica ?? null;
  const fases = p.fases.map((fase) => ({ fase, centavos: precoFase(tabela, fase, justica) }));
  const antecipacaoCentavos = p.antecipacao * tabela.antecipacaoPorDiaCentavos;
  return {
    justica,
    rotulo: rotuloLinhaDePrecos(justica),
    fases,
    antecipacaoPorDiaCentavos: tabela.antecipacaoPorDiaCentavos,
    antecipacaoCentavos,
    porProcessoCentavos: fases.reduce((s, f) => s + f.centavos, 0) + antecipacaoCentavos,
    processos: p.processos,
    taxaParceladoBp: taxaParceladoBp(tabela),
  };
}

/**
 * When the cash price was typed by hand (a discount, a package price), the phases' prices no longer add up to it:
 * the table's sum (each case's phases and anticipation, times the cases) and the difference to the agreed price,
 * negative for a discount; null when they are equal.
 */
export function ajusteSobreATabela(valorVistaCentavos: number, precos: Pick<PrecosProposta, 'porProcessoCentavos' | 'processos'>) {
  const tabelaCentavos = precos.porProcessoCentavos * precos.processos;
  const diferencaCentavos = valorVistaCentavos - tabelaCentavos;
  return diferencaCentavos === 0 ? null : { tabelaCentavos, diferencaCentavos };
}

/**
 * What an issued proposal keeps of its prices (column `precos_fases`, migration 0049): the justice type whose row was
 * used, each phase's price and the price per anticipated day, under the table in force when it was issued. Proposals
 * issued before the column have none (null) and show their totals only.
 */
export type PrecosFasesEmitidos = {
  justica: TipoJustica | null;
  fases: { fase: FaseProposta; centavos: number }[];
  antecipacaoPorDiaCentavos: number;
};

export function precosParaEmitir(precos: PrecosProposta): PrecosFasesEmitidos {
  return { justica: precos.justica, fases: precos.fases, antecipacaoPorDiaCentavos: precos.antecipacaoPorDiaCentavos };
}

/** An issued proposal's stored prices as its page shows them (one case; the installments fee is in its stored total). */
export function precosEmitidos(guardados: PrecosFasesEmitidos, antecipacao: number): PrecosProposta {
  const antecipacaoCentavos = antecipacao * guardados.antecipacaoPorDiaCentavos;
  return {
    justica: guardados.justica,
    rotulo: rotuloLinhaDePrecos(guardados.justica),
    fases: guardados.fases,
    antecipacaoPorDiaCentavos: guardados.antecipacaoPorDiaCentavos,
    antecipacaoCentavos,
    porProcessoCentavos: guardados.fases.reduce((s, f) => s + f.centavos, 0) + antecipacaoCentavos,
    processos: 1,
    taxaParceladoBp: 0,
  };
}

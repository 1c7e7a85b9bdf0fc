import { addDays, type IsoDate } from '@/lib/domain/deadlines';
import type { JusticaOrcamento, TipoJustica } from '@/lib/domain/labels';
import { TABELA_PADRAO, somaFases, valorParcelado, type TabelaPrecos } from './tabela';

/**
 * SPEC §2.11 / §9 budget screen 'Orçamentos e Contratações'. All money in integer centavos.
 *
 * How the choices combine (SPEC only gives the constants):
 * - price per process = the 10.500 full package for the fixed-phase justice types (all four phases locked
 *   on), otherwise the sum of the selected phase prices (phase 1 always included);
 * - the package says how many processes and the discount: individual 1 × 100%; duplo 2 × 95%;
 *   corporativo N × 100%, or N × 90% from 10 processes. With phase 1 alone this gives exactly the SPEC
 *   figures: individual 650, duplo 1.235 (economia de R$ 65), corporativo 650 each or 585 each;
 * - payment fee on the subtotal: pix 0,49%, cartão 2,5%, boleto none (due in 3 days). Total = subtotal + fee.
 */

export { JUSTICAS_ORCAMENTO, JUSTICA_ORCAMENTO_LABELS, type JusticaOrcamento } from '@/lib/domain/labels';

/**
 * The case registration 'Tipo de Justiça' (its code) for each budget justice type.
 * 'outros' covers two registration options (Federal, Trabalho): it is left for the form to ask.
 */
export const JUSTICA_ORCAMENTO_TIPO_JUSTICA: Record<JusticaOrcamento, TipoJustica | null> = {
  estadual: 'estadual',
  civel: 'civel_juizados',
  juizado: 'civel_juizados',
  militar: 'militar_eleitoral',
  eleitoral: 'militar_eleitoral',
  outros: null,
};

export const PACOTES = ['individual', 'duplo', 'corporativo'] as const;
export type Pacote = (typeof PACOTES)[number];

export const FORMAS_PAGAMENTO = ['pix', 'cartao', 'boleto'] as const;
export type FormaPagamento = (typeof FORMAS_PAGAMENTO)[number];

export const FORMA_PAGAMENTO_LABELS: Record<FormaPagamento, string> = {
  pix: 'PIX',
  cartao: 'Cartão de crédito',
  boleto: 'Boleto bancário',
};

/** SPEC's fee in basis points (1/10.000) of the subtotal: pix 0,49%; cartão 2,5%; boleto none. The firm's table may differ. */
export const TAXA_PAGAMENTO_BP: Record<FormaPagamento, number> = TABELA_PADRAO.taxasPagamentoBp;

/** SPEC §9: a boleto is due 3 days after it is issued. */
export const BOLETO_VENCIMENTO_DIAS = 3;

export const DUPLO_DESCONTO_BP = TABELA_PADRAO.pacoteDuploDescontoBp; // 5%
export const CORPORATIVO_DESCONTO_BP = TABELA_PADRAO.pacoteCorporativoDescontoBp; // 10%
export const CORPORATIVO_MINIMO_DESCONTO = TABELA_PADRAO.pacoteCorporativoMinimo;

export const FASES_ORCAMENTO = [1, 2, 3, 4] as const;

/** SPEC §5: every justice type except 'outros' locks the four phases on (the full package). */
export function fasesTravadas(justica: JusticaOrcamento): boolean {
  return justica !== 'outros';
}

/** SPEC §5: the quantity is an integer, minimum 1; anything invalid becomes 1. */
export function normalizarQuantidade(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 1) return 1;
  return n;
}

/** The phases that count: all four when locked; otherwise the selection with phase 1 always included. */
export function fasesEfetivas(justica: JusticaOrcamento, selecionadas: readonly number[]): number[] {
  if (fasesTravadas(justica)) return [...FASES_ORCAMENTO];
  const set = new Set<number>(selecionadas.filter((f) => (FASES_ORCAMENTO as readonly number[]).includes(f)));
  set.add(1);
  return [...set].sort((a, b) => a - b);
}

/** How many processes the package covers. */
export function processosDoPacote(pacote: Pacote, quantidade: unknown): number {
  if (pacote === 'individual') return 1;
  if (pacote === 'duplo') return 2;
  return normalizarQuantidade(quantidade);
}

export function descontoPacoteBp(pacote: Pacote, processos: number, tabela: TabelaPrecos = TABELA_PADRAO): number {
  if (pacote === 'duplo') return tabela.pacoteDuploDescontoBp;
  if (pacote === 'corporativo' && processos >= tabela.pacoteCorporativoMinimo) return tabela.pacoteCorporativoDescontoBp;
  return 0;
}

export type OrcamentoInput = {
  justica: JusticaOrcamento;
  pacote: Pacote;
  quantidade: unknown;
  fases: readonly number[];
  pagamento: FormaPagamento;
};

export type Orcamento = {
  fases: number[];
  travadas: boolean;
  processos: number;
  /** Price of one process before the package discount. */
  precoPorProcessoCentavos: number;
  /** Price of one process after the package discount. */
  precoUnitarioCentavos: number;
  brutoCentavos: number;
  descontoBp: number;
  economiaCentavos: number;
  subtotalCentavos: number;
  taxaBp: number;
  taxaCentavos: number;
  totalCentavos: number;
};

function pct(valueCentavos: number, bp: number): number {
  return Math.round((valueCentavos * bp) / 10_000);
}

export function calcularOrcamento(input: OrcamentoInput, tabela: TabelaPrecos = TABELA_PADRAO): Orcamento {
  const travadas = fasesTravadas(input.justica);
  const fases = fasesEfetivas(input.justica, input.fases);
  const precoPorProcessoCentavos = travadas ? tabela.pacoteCompletoCentavos : somaFases(tabela, fases);
  const processos = processosDoPacote(input.pacote, input.quantidade);
  const descontoBp = descontoPacoteBp(input.pacote, processos, tabela);
  const brutoCentavos = precoPorProcessoCentavos * processos;
  const economiaCentavos = pct(brutoCentavos, descontoBp);
  const subtotalCentavos = brutoCentavos - economiaCentavos;
  const taxaBp = tabela.taxasPagamentoBp[input.pagamento];
  const taxaCentavos = pct(subtotalCentavos, taxaBp);
  return {
    fases,
    travadas,
    processos,
    precoPorProcessoCentavos,
    precoUnitarioCentavos: precoPorProcessoCentavos - pct(precoPorProcessoCentavos, descontoBp),
    brutoCentavos,
    descontoBp,
    economiaCentavos,
    subtotalCentavos,
    taxaBp,
    taxaCentavos,
    totalCentavos: subtotalCentavos + taxaCentavos,
  };
}

/** Due date of a boleto issued today (calendar days). */
export function vencimentoBoleto(today: IsoDate): IsoDate {
  return addDays(today, BOLETO_VENCIMENTO_DIAS);
}

/** '0,49%' */
export function formatPercent(bp: number): string {
  return `${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(bp / 100)}%`;
}

/** Reais with a dot and two decimals for links ('1241.05'), as a number input would give them. */
export function reaisParaLink(centavos: number): string {
  return (centavos / 100).toFixed(2);
}

export type PropostaDados = {
  nomeAdvogado?: string;
  nomeCliente?: string;
  numeroProcesso?: string;
  parteContraria?: string;
};

/**
 * 'Gerar Orçamento': the /modelo proposal link in the /gerador format (SPEC §3 proposal query parameters).
 * Empty fields are left out so /modelo fills its defaults. À vista = the total with the payment method chosen; parcelado =
 * the subtotal plus the table's fee for installments (never a copy of the à vista amount); a package says how many
 * cases it covers (`processos`).
 */
export function linkProposta(orcamento: Orcamento, dados: PropostaDados, tabela: TabelaPrecos = TABELA_PADRAO): string {
  const params = new URLSearchParams();
  for (const key of ['nomeAdvogado', 'nomeCliente', 'numeroProcesso', 'parteContraria'] as const) {
    const v = dados[key]?.trim();
    if (v) params.set(key, v);
  }
  params.set('valorVista', reaisParaLink(orcamento.totalCentavos));
  params.set('valorParcelado', reaisParaLink(valorParcelado(orcamento.subtotalCentavos, tabela)));
  params.set('fase', orcamento.fases.join(','));
  if (orcamento.processos > 1) params.set('processos', String(orcamento.processos));
  return `/modelo?${params.toString()}`;
}

/** 'Finalizar Pagamento': case registration prefilled with the justice type and the phases. */
export function linkCadastroProcesso(justica: JusticaOrcamento, orcamento: Orcamento): string {
  const params = new URLSearchParams();
  const tipo = JUSTICA_ORCAMENTO_TIPO_JUSTICA[justica];
  if (tipo) params.set('tipoJustica', tipo);
  params.set('fases', orcamento.fases.join(','));
  return `/processo/cadastro?${params.toString()}`;
}

/** 'R$ 65' for whole reais, else 'R$ 65,50' (the savings line of SPEC's duplo package). */
function reaisCurto(centavos: number): string {
  return centavos % 100 === 0
    ? `R$ ${new Intl.NumberFormat('pt-BR').format(centavos / 100)}`
    : `R$ ${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(centavos / 100)}`;
}

const brl = (centavos: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(centavos / 100);

/**
 * The package cards of the Orçamentos screen under a table (phase 1 alone, as SPEC words them). With SPEC's values:
 * '1 processo · R$ 650,00'; '2 processos com 5% de desconto · R$ 1.235,00 (economia de R$ 65)';
 * 'R$ 650,00 por processo, ou R$ 585,00 a partir de 10 processos'.
 */
export function descricaoPacotes(tabela: TabelaPrecos = TABELA_PADRAO): Record<Pacote, string> {
  const f1 = tabela.fasesCentavos[1];
  const economiaDuplo = pct(2 * f1, tabela.pacoteDuploDescontoBp);
  return {
    individual: `1 processo · ${brl(f1)}`,
    duplo: `2 processos com ${formatPercent(tabela.pacoteDuploDescontoBp)} de desconto · ${brl(2 * f1 - economiaDuplo)} (economia de ${reaisCurto(economiaDuplo)})`,
    corporativo: `${brl(f1)} por processo, ou ${brl(f1 - pct(f1, tabela.pacoteCorporativoDescontoBp))} a partir de ${tabela.pacoteCorporativoMinimo} processos`,
  };
}

/** The payment cards: 'Taxa de 0,49%'; a method without a fee 'Sem taxa'; the boleto's due date. */
export function descricaoPagamentos(tabela: TabelaPrecos = TABELA_PADRAO): Record<FormaPagamento, string> {
  const taxa = (f: FormaPagamento) => (tabela.taxasPagamentoBp[f] > 0 ? `Taxa de ${formatPercent(tabela.taxasPagamentoBp[f])}` : 'Sem taxa');
  return { pix: taxa('pix'), cartao: taxa('cartao'), boleto: `${taxa('boleto')} · vencimento em ${BOLETO_VENCIMENTO_DIAS} dias` };
}

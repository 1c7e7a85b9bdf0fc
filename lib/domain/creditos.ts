import type { TipoJustica } from './labels';
import { hasFixedPhases } from './pricing/case';
import {
  FORMA_PAGAMENTO_LABELS,
  TAXA_PAGAMENTO_BP,
  calcularOrcamento,
  formatPercent,
  type FormaPagamento,
  type JusticaOrcamento,
  type Orcamento,
  type Pacote,
} from './pricing/budget';
import { TABELA_PADRAO, type TabelaPrecos } from './pricing/tabela';

/**
 * Budget packages (SPEC §2.11, §9; DESIGN §10 "A paid budget package becomes prepaid processes (créditos) that
 * later case registrations consume"). Pure rules: the package's checkout items, its terms, the payment methods
 * the provider may offer, and whether a case fits a lot of créditos.
 */

/**
 * SPEC call 5 is a frozen contract (DESIGN §11): its body has no reason, so a change of créditos through it without
 * `motivo` is recorded with this one. The Usuários dialog and POST /api/creditos/ajuste still demand a reason.
 */
export const MOTIVO_CREDITOS_VIA_API = 'Alteração via API (sem motivo informado)';

export const PACOTE_LABELS: Record<Pacote, string> = { individual: 'Individual', duplo: 'Duplo', corporativo: 'Corporativo' };

/** The quote as the lawyer chose it on 'Orçamentos e Contratações'. */
export type PacoteEscolha = {
  justica: JusticaOrcamento;
  pacote: Pacote;
  quantidade: number;
  fases: readonly number[];
  pagamento: FormaPagamento;
};

/** What a paid package buys: stored with the payment, and becomes a lot of créditos when it is approved. */
export type PacoteTermos = {
  justica: JusticaOrcamento;
  pacote: Pacote;
  pagamento: FormaPagamento;
  /** How many processes (créditos). */
  processos: number;
  /** The phases each crédito covers. */
  fases: number[];
  /** The full technical-assistance package (the four phases of a fixed-phase justice type). */
  completo: boolean;
  /** Price of one process after the package discount (before the payment fee). */
  precoUnitarioCentavos: number;
  subtotalCentavos: number;
  economiaCentavos: number;
  taxaCentavos: number;
  totalCentavos: number;
  /** The fee's rate under the table the quote used (absent on terms recorded before issue 34: SPEC's rate). */
  taxaBp?: number;
};

export function termosDoPacote(escolha: PacoteEscolha, tabela: TabelaPrecos = TABELA_PADRAO): PacoteTermos {
  const o: Orcamento = calcularOrcamento(escolha, tabela);
  return {
    justica: escolha.justica,
    pacote: escolha.pacote,
    pagamento: escolha.pagamento,
    processos: o.processos,
    fases: o.fases,
    completo: o.travadas,
    precoUnitarioCentavos: o.precoUnitarioCentavos,
    subtotalCentavos: o.subtotalCentavos,
    economiaCentavos: o.economiaCentavos,
    taxaCentavos: o.taxaCentavos,
    totalCentavos: o.totalCentavos,
    taxaBp: o.taxaBp,
  };
}

export type ItemPacote = { id: string; title: string; quantity: number; unitPriceCentavos: number };

/** 'Fases 1, 2 e 3' / 'Fase 1' / 'Pacote completo (Fases 1 a 4)'. */
export function descreverCobertura(t: { completo: boolean; fases: readonly number[]; qualquer?: boolean }): string {
  if (t.qualquer) return 'qualquer processo';
  if (t.completo) return 'pacote completo de assistência técnica (Fases 1 a 4)';
  if (t.fases.length === 1) return `Fase ${t.fases[0]}`;
  return `Fases ${t.fases.slice(0, -1).join(', ')} e ${t.fases.at(-1)}`;
}

/**
 * The checkout items of a package, exactly the quote shown: N processes at the discounted unit price, and the
 * payment fee as its own line. Their sum is the quote's total.
 */
export function itensDoPacote(t: PacoteTermos): ItemPacote[] {
  const titulo = `Pacote ${PACOTE_LABELS[t.pacote]}: ${t.processos} ${t.processos === 1 ? 'processo' : 'processos'} (${descreverCobertura(t)})`;
  const itens: ItemPacote[] =
    t.precoUnitarioCentavos * t.processos === t.subtotalCentavos
      ? [{ id: `pacote-${t.pacote}`, title: titulo, quantity: t.processos, unitPriceCentavos: t.precoUnitarioCentavos }]
      : [{ id: `pacote-${t.pacote}`, title: titulo, quantity: 1, unitPriceCentavos: t.subtotalCentavos }];
  if (t.taxaCentavos > 0) {
    itens.push({
      id: `taxa-${t.pagamento}`,
      title: `Taxa ${FORMA_PAGAMENTO_LABELS[t.pagamento]} (${formatPercent(t.taxaBp ?? TAXA_PAGAMENTO_BP[t.pagamento])})`,
      quantity: 1,
      unitPriceCentavos: t.taxaCentavos,
    });
  }
  return itens;
}

export function somaItens(itens: readonly { quantity: number; unitPriceCentavos: number }[]): number {
  return itens.reduce((s, i) => s + i.quantity * i.unitPriceCentavos, 0);
}

/**
 * Checkout Pro `payment_methods` that leave only the chosen method (Mercado Pago payment types: bank_transfer is
 * PIX, credit_card the card, ticket the boleto), so the fee quoted for it is the fee paid. The card is offered in
 * one installment: installments would add the provider's interest to what the quote said.
 */
export type MetodosPreferencia = {
  excluded_payment_types: { id: string }[];
  default_payment_method_id?: string;
  installments?: number;
  default_installments?: number;
};

const TIPOS_MP = ['credit_card', 'debit_card', 'prepaid_card', 'ticket', 'atm', 'bank_transfer'] as const;
const TIPO_PERMITIDO: Record<FormaPagamento, (typeof TIPOS_MP)[number]> = { pix: 'bank_transfer', cartao: 'credit_card', boleto: 'ticket' };

export function metodosDaPreferencia(forma: FormaPagamento): MetodosPreferencia {
  const excluded_payment_types = TIPOS_MP.filter((t) => t !== TIPO_PERMITIDO[forma]).map((id) => ({ id }));
  if (forma === 'pix') return { excluded_payment_types, default_payment_method_id: 'pix' };
  if (forma === 'cartao') return { excluded_payment_types, installments: 1, default_installments: 1 };
  return { excluded_payment_types };
}

// ---- créditos ------------------------------------------------------------------------------------------

/** A lot as the rules see it. `qualquer`: créditos an admin granted by hand, good for any case. */
export type LoteCobertura = { id: number; saldo: number; completo: boolean; fases: readonly number[]; qualquer: boolean; precoUnitarioCentavos: number };
/** The case being registered. */
export type CasoCobertura = { tipoJustica: TipoJustica; fases: readonly number[]; diasAntecipacao: number };

/**
 * Does a crédito of this lot pay for this case? A full-package lot pays for a case of a fixed-phase justice type
 * (the same four services at the same price); a per-phase lot pays for a Federal or Trabalho case whose phases
 * are all among the lot's. Anticipation days are not part of any package: such a case is charged as usual.
 */
export function loteCobre(lote: Omit<LoteCobertura, 'id' | 'saldo' | 'precoUnitarioCentavos'>, caso: CasoCobertura): boolean {
  if (caso.diasAntecipacao > 0) return false;
  if (lote.qualquer) return true;
  if (hasFixedPhases(caso.tipoJustica)) return lote.completo;
  if (lote.completo || caso.fases.length === 0) return false;
  return caso.fases.every((f) => lote.fases.includes(f));
}

/**
 * The lots that may pay for the case, in the order they are used: those with balance that fit, the cheapest
 * crédito first (a lot bought for more phases is kept for the cases that need them), then the oldest.
 */
export function lotesQueCobrem<L extends LoteCobertura>(lotes: readonly L[], caso: CasoCobertura): L[] {
  return lotes
    .filter((l) => l.saldo > 0 && loteCobre(l, caso))
    .sort((a, b) => a.precoUnitarioCentavos - b.precoUnitarioCentavos || a.id - b.id);
}

/** Every change of a balance (creditos_movimentos.tipo). */
export const CREDITO_MOVIMENTO_TIPOS = ['compra', 'consumo', 'ajuste', 'estorno'] as const;
export type CreditoMovimentoTipo = (typeof CREDITO_MOVIMENTO_TIPOS)[number];

/** Where a lot of créditos came from (creditos_lotes.origem): a paid package, or an admin's manual adjustments. */
export const CREDITO_LOTE_ORIGENS = ['pacote', 'ajuste'] as const;
export type CreditoLoteOrigem = (typeof CREDITO_LOTE_ORIGENS)[number];
export const CREDITO_MOVIMENTO_LABELS: Record<CreditoMovimentoTipo, string> = {
  compra: 'Compra de pacote',
  consumo: 'Usado em processo',
  ajuste: 'Ajuste manual',
  estorno: 'Estorno do pacote',
};

/**
 * How an admin's change of a user's total balance is spread over the lots: an increase goes to the lot of manual
 * créditos; a decrease takes from the manual lot first, then from the oldest lots. Answers the new balance of each
 * lot touched (never below zero), or null when the lots cannot absorb the decrease.
 */
export function distribuirAjuste(
  lotes: readonly { id: number; saldo: number; qualquer: boolean }[],
  delta: number,
): { id: number | null; saldo: number; delta: number }[] | null {
  if (delta === 0) return [];
  if (delta > 0) {
    const manual = lotes.find((l) => l.qualquer);
    return [{ id: manual?.id ?? null, saldo: (manual?.saldo ?? 0) + delta, delta }];
  }
  let falta = -delta;
  const ordem = [...lotes.filter((l) => l.qualquer), ...lotes.filter((l) => !l.qualquer).sort((a, b) => a.id - b.id)];
  const out: { id: number | null; saldo: number; delta: number }[] = [];
  for (const l of ordem) {
    if (falta === 0) break;
    const tira = Math.min(l.saldo, falta);
    if (tira === 0) continue;
    out.push({ id: l.id, saldo: l.saldo - tira, delta: -tira });
    falta -= tira;
  }
  return falta === 0 ? out : null;
}

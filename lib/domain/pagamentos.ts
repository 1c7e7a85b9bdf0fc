import type { Situacao, TipoJustica } from './labels';
import { TABELA_PADRAO, precoFase, type TabelaPrecos } from './pricing/tabela';
import { hasFixedPhases } from './pricing/case';
import { nomeFase, rotuloServico } from './status';

/** DESIGN §10: work on a case (phase completion, acceptance of the nomination) starts once it is paid. */
export function isPago(situacao: Situacao): boolean {
  return situacao !== 'pendente';
}

export const AGUARDANDO_PAGAMENTO = 'O processo aguarda a confirmação do pagamento.';

/** A payment's state (DESIGN §10), as stored in pagamentos.status. */
export const PAGAMENTO_STATUSES = ['pendente', 'aprovado', 'rejeitado', 'cancelado', 'reembolsado', 'estornado', 'substituido'] as const;
export type PagamentoStatus = (typeof PAGAMENTO_STATUSES)[number];

/**
 * How it is paid: 'mercadopago' for Checkout Pro; 'manual' when an admin records a payment received outside the
 * provider; 'credito' when a crédito of a paid package paid for the case.
 */
export const PAGAMENTO_MEIOS = ['mercadopago', 'manual', 'credito'] as const;
export type PagamentoMeio = (typeof PAGAMENTO_MEIOS)[number];

/** How an admin received a payment made outside the provider (pagamentos.forma_recebimento; issue 28 item 5). */
export const FORMAS_RECEBIMENTO = ['pix', 'transferencia', 'boleto', 'deposito', 'dinheiro', 'outro'] as const;
export type FormaRecebimento = (typeof FORMAS_RECEBIMENTO)[number];
export const FORMA_RECEBIMENTO_LABELS: Record<FormaRecebimento, string> = {
  pix: 'PIX',
  transferencia: 'Transferência bancária',
  boleto: 'Boleto',
  deposito: 'Depósito',
  dinheiro: 'Dinheiro',
  outro: 'Outro',
};

/** What it pays for: one case ('processo') or a budget package that buys créditos ('pacote'). */
export const PAGAMENTO_TIPOS = ['processo', 'pacote'] as const;
export type PagamentoTipo = (typeof PAGAMENTO_TIPOS)[number];

export const PAGAMENTO_STATUS_LABELS: Record<PagamentoStatus, string> = {
  pendente: 'Pendente',
  aprovado: 'Aprovado',
  rejeitado: 'Rejeitado',
  cancelado: 'Cancelado',
  reembolsado: 'Reembolsado',
  estornado: 'Estornado (chargeback)',
  substituido: 'Substituído por novo checkout',
};

/**
 * The provider's payment status (Mercado Pago `status`) as ours. Pending, in process and authorized payments
 * have not moved money yet: they leave our record pendente.
 */
export function statusFromProvider(status: string): PagamentoStatus {
  switch (status) {
    case 'approved':
      return 'aprovado';
    case 'rejected':
      return 'rejeitado';
    case 'cancelled':
      return 'cancelado';
    case 'refunded':
      return 'reembolsado';
    case 'charged_back':
      return 'estornado';
    default:
      return 'pendente';
  }
}

export type ProviderPayment = {
  id: string;
  status: string;
  externalReference: string | null;
  amountCentavos: number;
  currency: string;
  method: string | null;
};

/**
 * Why a provider payment does not match what we charged, or null when it does. Reference, amount and currency
 * must all match before anything changes (DESIGN §10).
 */
export function divergencia(
  esperado: { referencia: string; valorCentavos: number; moeda: string },
  recebido: ProviderPayment,
): string | null {
  if (recebido.externalReference !== esperado.referencia) return 'Referência do pagamento não confere.';
  if (recebido.currency !== esperado.moeda) return `Moeda recebida (${recebido.currency}) diferente da cobrada (${esperado.moeda}).`;
  if (recebido.amountCentavos !== esperado.valorCentavos) {
    return `Valor recebido (${recebido.amountCentavos} centavos) diferente do cobrado (${esperado.valorCentavos} centavos).`;
  }
  return null;
}


export type CheckoutItem = { id: string; title: string; quantity: 1; unitPriceCentavos: number };

/**
 * The case's services as checkout items, at the prices SPEC §9 gives: the full package for fixed-phase justice
 * types, otherwise one item per phase, plus the anticipation days. Their sum is the case's total.
 */
export function itensDoProcesso(
  tipoJustica: TipoJustica,
  fases: readonly number[],
  diasAntecipacao: number,
  tabela: TabelaPrecos = TABELA_PADRAO,
): CheckoutItem[] {
  const itens: CheckoutItem[] = hasFixedPhases(tipoJustica)
    ? [{ id: 'pacote', title: 'Pacote completo de assistência técnica', quantity: 1, unitPriceCentavos: tabela.pacoteCompletoCentavos }]
    : fases.map((f) => ({
        id: `fase-${f}`,
        title: `${rotuloServico(f)}: ${nomeFase(f)}`,
        quantity: 1,
        unitPriceCentavos: precoFase(tabela, f, tipoJustica),
      }));
  if (diasAntecipacao > 0) {
    itens.push({
      id: 'antecipacao',
      title: `Antecipação de ${diasAntecipacao} dia(s) útil(eis)`,
      quantity: 1,
      unitPriceCentavos: diasAntecipacao * tabela.antecipacaoPorDiaCentavos,
    });
  }
  return itens;
}

/** How long a checkout link stays valid. */
export const CHECKOUT_VALIDADE_HORAS = 72;

/** Which return page a recorded payment shows (DESIGN §10: the return pages show only what we recorded). */
export type RetornoPagamento = 'aprovado' | 'rejeitado' | 'pendente' | 'neutro';

/**
 * /pagamento/sucesso, /falha and /pendente show the outcome recorded for the reference, whatever path the provider
 * sent the payer to; no record the signed-in person may see (or a refund, a replaced checkout) → the neutral page.
 */
export function retornoDoStatus(status: PagamentoStatus | null | undefined): RetornoPagamento {
  switch (status) {
    case 'aprovado':
      return 'aprovado';
    case 'rejeitado':
    case 'cancelado':
      return 'rejeitado';
    case 'pendente':
      return 'pendente';
    default:
      return 'neutro';
  }
}

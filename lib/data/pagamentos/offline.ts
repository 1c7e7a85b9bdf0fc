import { lerEmpresa } from '@/lib/data/empresa';
import { PaymentProviderError } from '@/lib/payments/errors';
import { mercadoPagoConfigurado } from '@/lib/payments/mercadopago';

export type PagamentoOffline = {
  favorecido: string | null;
  cnpj: string | null;
  pix: string | null;
  banco: string | null;
  agencia: string | null;
  conta: string | null;
  email: string | null;
};

export const PAGAMENTO_ONLINE_DESLIGADO =
  'O escritório recebe pagamentos por PIX ou transferência, não pelo Mercado Pago. Veja a chave PIX e os dados bancários na página.';

/**
 * How to pay when online payment is off (issue 28 item 5): the firm's PIX key and bank data from Empresa, shown to
 * the payer; an admin then records the payment (registrarPagamentoManual). Online payment is off when Mercado Pago's
 * keys are not set, or when the firm chose, in Empresa, not to take payments through it. Null when it is on.
 */
export async function pagamentoOffline(): Promise<PagamentoOffline | null> {
  const e = await lerEmpresa();
  if (mercadoPagoConfigurado() && e.pagamentoOnline) return null;
  return { favorecido: e.razaoSocial ?? e.nomeFantasia, cnpj: e.cnpj, pix: e.pix, banco: e.banco, agencia: e.agencia, conta: e.conta, email: e.email };
}

/**
 * Before opening a Checkout Pro: the keys are set but the firm turned online payment off → 503 with what to do.
 * (Without keys, abrirCheckout answers its own 503.)
 */
export async function exigirPagamentoOnline(): Promise<void> {
  if (!mercadoPagoConfigurado()) return;
  const e = await lerEmpresa();
  if (!e.pagamentoOnline) throw new PaymentProviderError(PAGAMENTO_ONLINE_DESLIGADO, 503);
}

import { getEmpresa } from '@/lib/data/empresa';
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

/**
 * How to pay when online payment is not configured (issue 28 item 5): the firm's PIX key and bank data from Empresa,
 * shown to the payer; an admin then records the payment (registrarPagamentoManual). Null when Mercado Pago is on.
 */
export async function pagamentoOffline(): Promise<PagamentoOffline | null> {
  if (mercadoPagoConfigurado()) return null;
  const e = await getEmpresa();
  return { favorecido: e.razaoSocial ?? e.nomeFantasia, cnpj: e.cnpj, pix: e.pix, banco: e.banco, agencia: e.agencia, conta: e.conta, email: e.email };
}

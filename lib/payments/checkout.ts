import { randomUUID } from 'node:crypto';
import { CHECKOUT_VALIDADE_HORAS } from '@/lib/domain/pagamentos';
import { logger } from '@/lib/log';
import { PAGAMENTO_NAO_CONFIGURADO, PaymentProviderError } from './errors';
import { criarPreferencia, mercadoPagoConfigurado, type PreferenciaInput } from './mercadopago';

export type CheckoutAberto = { referencia: string; expiraEm: Date; preferenceId: string; initPoint: string };

/**
 * Starts a Checkout Pro payment: a new reference of ours, valid for CHECKOUT_VALIDADE_HORAS, and the provider's
 * preference for it. Not configured → 503; the provider failing → 502 (nothing was charged, the caller records
 * nothing). `contexto` goes to the log line (ids only, never personal data).
 */
export async function abrirCheckout(
  input: Omit<PreferenciaInput, 'referencia' | 'expiraEm'> & { now: Date; contexto: Record<string, unknown> },
): Promise<CheckoutAberto> {
  if (!mercadoPagoConfigurado()) throw new PaymentProviderError(PAGAMENTO_NAO_CONFIGURADO, 503);
  const { now, contexto, ...preferencia } = input;
  const referencia = randomUUID();
  const expiraEm = new Date(now.getTime() + CHECKOUT_VALIDADE_HORAS * 3600_000);
  try {
    const pref = await criarPreferencia({ ...preferencia, referencia, expiraEm });
    return { referencia, expiraEm, preferenceId: pref.id, initPoint: pref.initPoint };
  } catch (err) {
    logger.error({ ...contexto, err }, 'Mercado Pago: falha ao criar a preferência');
    throw new PaymentProviderError('Não foi possível iniciar o pagamento no Mercado Pago. Tente novamente em instantes.');
  }
}

/** The columns of our pending payment row for an opened checkout (the same for a case and a package). */
export function pagamentoPendente(checkout: CheckoutAberto) {
  return {
    referencia: checkout.referencia,
    status: 'pendente' as const,
    moeda: 'BRL',
    meio: 'mercadopago' as const,
    preferenceId: checkout.preferenceId,
    initPoint: checkout.initPoint,
    expiraEm: checkout.expiraEm,
  };
}

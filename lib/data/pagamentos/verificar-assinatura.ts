import { WebhookSignatureValidator, InvalidWebhookSignatureError } from 'mercadopago';
import { env } from '@/lib/env';
import { UnauthorizedError } from '@/lib/errors';
import { logger } from '@/lib/log';
import { PaymentProviderError } from '@/lib/payments/errors';

export type WebhookInput = {
  dataId: string | null;
  tipo: string | null;
  xSignature: string | null;
  xRequestId: string | null;
};

/** Seconds a signed notification may be off our clock (replays of old notifications are refused). */
export const WEBHOOK_TOLERANCIA_SEGUNDOS = 300;

/** The notification's x-signature checked with our secret (401 when it does not match or is too old). */
export function verificarAssinatura(input: WebhookInput, now: () => number = Date.now): void {
  const secret = env().MERCADOPAGO_WEBHOOK_SECRET;
  if (!secret) throw new PaymentProviderError('Pagamento online não configurado.', 503);
  try {
    WebhookSignatureValidator.validate({
      xSignature: input.xSignature,
      xRequestId: input.xRequestId,
      dataId: input.dataId,
      secret,
      toleranceSeconds: WEBHOOK_TOLERANCIA_SEGUNDOS,
      now,
    });
  } catch (err) {
    const reason = err instanceof InvalidWebhookSignatureError ? err.reason : 'erro';
    logger.warn({ reason, requestId: input.xRequestId }, 'Mercado Pago: notificação com assinatura inválida recusada');
    throw new UnauthorizedError('Assinatura da notificação inválida.');
  }
}

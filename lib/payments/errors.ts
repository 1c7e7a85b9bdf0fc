import { AppError } from '@/lib/errors';

export const PAGAMENTO_NAO_CONFIGURADO =
  'O pagamento online não está configurado. O escritório confirmará o seu pagamento e o processo seguirá em seguida.';

/** The provider or its configuration failed us: not the caller's fault, and nothing was charged. */
export class PaymentProviderError extends AppError {
  constructor(message: string, status = 502) {
    super(message, status);
  }
}

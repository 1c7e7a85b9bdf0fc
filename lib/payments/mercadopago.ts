import { MercadoPagoConfig, Payment, Preference } from 'mercadopago';
import { AppConfig } from 'mercadopago/dist/utils/config';
import type { ProviderPayment } from '@/lib/domain/pagamentos';
import { metodosDaPreferencia } from '@/lib/domain/creditos';
import { reaisToCentavos } from '@/lib/domain/money';
import { env } from '@/lib/env';

/**
 * The one place that talks to Mercado Pago, through its official SDK. `MERCADOPAGO_API_URL` moves the SDK's base
 * URL (a static of the SDK) so tests reach a local stand-in of the provider's two calls.
 */
function config(): MercadoPagoConfig {
  const { MERCADOPAGO_ACCESS_TOKEN: token, MERCADOPAGO_API_URL: base } = env();
  if (!token) throw new Error('Mercado Pago não configurado');
  (AppConfig as { BASE_URL: string }).BASE_URL = base.replace(/\/$/, '');
  return new MercadoPagoConfig({ accessToken: token, options: { timeout: 10_000, maxRetries: 2, initialDelay: 200 } });
}

export function mercadoPagoConfigurado(): boolean {
  return Boolean(env().MERCADOPAGO_ACCESS_TOKEN && env().MERCADOPAGO_WEBHOOK_SECRET);
}

export type PreferenciaInput = {
  referencia: string;
  itens: readonly { id: string; title: string; quantity: number; unitPriceCentavos: number }[];
  payerEmail: string;
  payerNome: string;
  expiraEm: Date;
  /** Limits the methods offered, so a surcharge quoted for one method is the one paid. */
  metodo?: 'pix' | 'cartao' | 'boleto';
};

/** Creates a Checkout Pro preference; answers its id and the URL to send the payer to. */
export async function criarPreferencia(input: PreferenciaInput): Promise<{ id: string; initPoint: string }> {
  const appUrl = env().APP_URL;
  const ref = encodeURIComponent(input.referencia);
  const pref = await new Preference(config()).create({
    body: {
      items: input.itens.map((i) => ({
        id: i.id,
        title: i.title,
        quantity: i.quantity,
        unit_price: i.unitPriceCentavos / 100,
        currency_id: 'BRL',
      })),
      payer: { email: input.payerEmail, name: input.payerNome },
      external_reference: input.referencia,
      back_urls: {
        success: `${appUrl}/pagamento/sucesso?ref=${ref}`,
        failure: `${appUrl}/pagamento/falha?ref=${ref}`,
        pending: `${appUrl}/pagamento/pendente?ref=${ref}`,
      },
      auto_return: 'approved',
      notification_url: `${appUrl}/api/pagamentos/webhook`,
      expires: true,
      expiration_date_to: input.expiraEm.toISOString(),
      statement_descriptor: 'PERICIA MEDICA',
      ...(input.metodo
        ? { payment_methods: metodosDaPreferencia(input.metodo) }
        : {}),
    },
    requestOptions: { idempotencyKey: input.referencia },
  });
  if (!pref.id || !pref.init_point) throw new Error('Resposta do Mercado Pago sem id ou init_point');
  return { id: pref.id, initPoint: pref.init_point };
}

/** The payment as the provider holds it (GET /v1/payments/{id}); the notification body is never trusted. */
export async function buscarPagamento(id: string): Promise<ProviderPayment> {
  const p = await new Payment(config()).get({ id });
  return {
    id: String(p.id),
    status: String(p.status ?? ''),
    externalReference: p.external_reference ?? null,
    amountCentavos: reaisToCentavos(Number(p.transaction_amount ?? 0)),
    currency: String(p.currency_id ?? ''),
    method: p.payment_method_id ?? null,
  };
}

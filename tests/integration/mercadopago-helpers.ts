import { afterAll, beforeAll, beforeEach } from 'vitest';
import { POST as webhook } from '@/app/api/pagamentos/webhook/route';
import { resetEnv } from '@/lib/env';
import { resetMailer } from '@/lib/mail';
import { assinar, startMercadoPagoStandin } from '../support/mercadopago-standin.mjs';
import { startSmtpCatcher } from '../support/smtp-catcher';
import { req } from '../support/handler-transport';

type Standin = Awaited<ReturnType<typeof startMercadoPagoStandin>>;
type Smtp = Awaited<ReturnType<typeof startSmtpCatcher>>;

/**
 * The outside services of the payment tests, for one test file: the Mercado Pago stand-in (an HTTP server in the
 * test) and an SMTP catcher, started once and closed at the end; the app pointed at them, with payments
 * configured, before every test. `configurar(false)` turns payments off for one test.
 */
export function usarMercadoPago(secret: string) {
  const ctx = {
    secret,
    mp: undefined as unknown as Standin,
    smtp: undefined as unknown as Smtp,
    configurar(on: boolean) {
      process.env.MERCADOPAGO_ACCESS_TOKEN = on ? 'TEST-0000000000-token' : '';
      process.env.MERCADOPAGO_WEBHOOK_SECRET = on ? secret : '';
      process.env.MERCADOPAGO_API_URL = ctx.mp.url;
      resetEnv();
    },
    /** The preference the app created for our reference `ref`, as the provider received it. */
    preferenciaDe(ref: string) {
      const pref = [...ctx.mp.preferences.values()].find((p) => p.external_reference === ref);
      if (!pref) throw new Error(`nenhuma preferência com a referência ${ref}`);
      return pref;
    },
    /** The provider's notification of payment `dataId`, signed as Mercado Pago signs it (or not, or with another secret). */
    notificar(dataId: string, opts: { secret?: string; ts?: number; semAssinatura?: boolean; requestId?: string } = {}) {
      const requestId = opts.requestId ?? 'req-' + Math.random().toString(36).slice(2);
      const headers: Record<string, string> = { 'x-request-id': requestId };
      if (!opts.semAssinatura) headers['x-signature'] = assinar({ secret: opts.secret ?? secret, dataId, requestId, ts: opts.ts });
      return webhook(
        req(`/api/pagamentos/webhook?data.id=${dataId}&type=payment`, {
          headers,
          body: { action: 'payment.updated', type: 'payment', data: { id: dataId } },
        }),
        undefined as never,
      );
    },
  };
  beforeAll(async () => {
    ctx.mp = await startMercadoPagoStandin({ secret });
    ctx.smtp = await startSmtpCatcher();
    process.env.SMTP_URL = ctx.smtp.url;
    resetMailer();
    ctx.configurar(true);
  });
  afterAll(async () => {
    await ctx.mp?.close();
    await ctx.smtp?.close();
  });
  beforeEach(() => ctx.configurar(true));
  return ctx;
}

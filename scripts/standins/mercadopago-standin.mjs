// A local stand-in of the two Mercado Pago calls the product makes (create a Checkout Pro preference, fetch a
// payment), plus a checkout page marked 'Checkout de demonstração' that approves or refuses and then notifies the
// app's webhook, signed, as the provider does. One implementation for integration tests, the e2e server and
// `npm run demo` (scripts/demo.mjs). The app reaches it only when MERCADOPAGO_API_URL points at it: production
// never starts it, and it listens on 127.0.0.1 only. Amounts are kept as the provider keeps them: decimal reais.
import { createHmac, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';

/**
 * The x-signature header Mercado Pago sends: ts=<seconds>,v1=HMAC-SHA256(secret, "id:<data.id>;request-id:<x-request-id>;ts:<ts>;").
 * @param {{ secret: string, dataId: string, requestId: string, ts?: number }} o
 */
export function assinar({ secret, dataId, requestId, ts = Math.floor(Date.now() / 1000) }) {
  const manifest = `id:${dataId};request-id:${requestId};ts:${ts};`;
  return `ts=${ts},v1=${createHmac('sha256', secret).update(manifest).digest('hex')}`;
}

/**
 * @param {{ secret?: string, port?: number }} [opts]
 */
export async function startMercadoPagoStandin(opts = {}) {
  /** @type {Map<string, any>} */
  const preferences = new Map();
  /** @type {Map<string, any>} */
  const payments = new Map();
  const calls = { createPreference: 0, getPayment: 0, authorization: /** @type {string[]} */ ([]) };
  let nextPayment = 9_000_000_000 + Math.floor(Math.random() * 1_000_000);

  function readJson(req) {
    return new Promise((resolve) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        try {
          resolve(text ? JSON.parse(text) : {});
        } catch {
          resolve(Object.fromEntries(new URLSearchParams(text)));
        }
      });
    });
  }

  function send(res, status, body, type = 'application/json') {
    res.writeHead(status, { 'content-type': type });
    res.end(type === 'application/json' ? JSON.stringify(body) : body);
  }

  /** Adds or replaces a payment as the provider would hold it. */
  function setPayment(p) {
    const id = String(p.id ?? nextPayment++);
    const payment = {
      id: Number(id),
      status: 'approved',
      status_detail: 'accredited',
      currency_id: 'BRL',
      payment_method_id: 'pix',
      date_created: new Date().toISOString(),
      ...p,
    };
    payment.id = Number(id);
    payments.set(id, payment);
    return payment;
  }

  /** Sends a signed notification for a payment to the app, as the provider does. */
  async function notify(notificationUrl, paymentId, { secret = opts.secret, requestId = randomUUID(), ts } = {}) {
    const dataId = String(paymentId);
    const url = new URL(notificationUrl);
    url.searchParams.set('data.id', dataId);
    url.searchParams.set('type', 'payment');
    const headers = { 'content-type': 'application/json', 'x-request-id': requestId };
    if (secret) headers['x-signature'] = assinar({ secret, dataId, requestId, ts });
    return fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ action: 'payment.updated', type: 'payment', data: { id: dataId } }),
    });
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    calls.authorization.push(req.headers.authorization ?? '');
    if (req.method === 'POST' && url.pathname.replace(/\/$/, '') === '/checkout/preferences') {
      calls.createPreference += 1;
      const body = await readJson(req);
      const id = `pref-${randomUUID()}`;
      const pref = { ...body, id, init_point: `${base}/checkout/pagar/${id}`, date_created: new Date().toISOString() };
      preferences.set(id, pref);
      return send(res, 201, pref);
    }
    const pay = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && pay) {
      calls.getPayment += 1;
      const p = payments.get(pay[1]);
      if (!p) return send(res, 404, { message: 'Payment not found', error: 'not_found', status: 404, cause: [] });
      return send(res, 200, p);
    }
    // The checkout page a payer would see: one button that approves the payment, notifies the app, and returns.
    const page = /^\/checkout\/pagar\/([^/]+)$/.exec(url.pathname);
    if (page) {
      const pref = preferences.get(page[1]);
      if (!pref) return send(res, 404, 'Preferência desconhecida', 'text/plain; charset=utf-8');
      const total = pref.items.reduce((s, i) => s + i.unit_price * i.quantity, 0);
      if (req.method === 'GET') {
        const itens = pref.items.map((i) => `<li>${escape(i.title)}: R$ ${i.unit_price.toFixed(2)}</li>`).join('');
        const brl = (v) => `R$ ${v.toFixed(2)}`;
        return send(
          res,
          200,
          `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Checkout de demonstração</title>` +
            `<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#0f172a}` +
            `[role=note]{border:2px dashed #b45309;background:#fffbeb;padding:.75rem 1rem;border-radius:.5rem}` +
            `button{font:inherit;padding:.6rem 1.2rem;margin-right:.5rem;border-radius:.4rem;border:1px solid #334155;cursor:pointer}` +
            `button[value=aprovar]{background:#15803d;color:#fff;border-color:#15803d}</style></head>` +
            `<body><main><h1>Checkout de demonstração</h1>` +
            `<p role="note"><strong>Simulação local do Mercado Pago.</strong> Nenhum valor é cobrado. Ao escolher, este checkout avisa o sistema pelo webhook, como o Mercado Pago faz, e volta para a página de retorno.</p>` +
            `<p>Pagador: ${escape(pref.payer?.email ?? '')}</p><ul>${itens}</ul><p>Total: ${brl(total)}</p>` +
            `<form method="post"><button name="acao" value="aprovar">Pagar</button> <button name="acao" value="recusar">Recusar</button></form></main></body></html>`,
          'text/html; charset=utf-8',
        );
      }
      const form = await readJson(req);
      const aprovado = form.acao !== 'recusar';
      const payment = setPayment({
        status: aprovado ? 'approved' : 'rejected',
        status_detail: aprovado ? 'accredited' : 'cc_rejected_other_reason',
        external_reference: pref.external_reference,
        transaction_amount: Math.round(total * 100) / 100,
      });
      await notify(pref.notification_url, payment.id);
      const back = new URL(aprovado ? pref.back_urls.success : pref.back_urls.failure);
      back.searchParams.set('payment_id', String(payment.id));
      back.searchParams.set('collection_status', payment.status);
      back.searchParams.set('external_reference', pref.external_reference);
      back.searchParams.set('preference_id', pref.id);
      res.writeHead(303, { location: back.toString() });
      return res.end();
    }
    send(res, 404, { message: 'not found' });
  });

  await new Promise((resolve) => server.listen(Number(opts.port ?? process.env.MP_STANDIN_PORT ?? 0), '127.0.0.1', resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  return {
    url: base,
    preferences,
    payments,
    calls,
    setPayment,
    notify,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

function escape(value) {
  return String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

// A local stand-in of the WhatsApp Cloud API (issue 38 item 5): it answers POST /{version}/{phone-number-id}/messages
// in the Graph API's shapes (a `wamid` per accepted template message; the Graph error shape otherwise), keeps what it
// received and shows it on a page (GET /). It also builds the webhook calls the real API makes (message statuses, a
// text reply) signed with X-Hub-Signature-256 as Meta signs them. One implementation for integration tests, the e2e
// server and the demo. The app reaches it only when WHATSAPP_API_URL points at it: production never starts it, and it
// listens on 127.0.0.1 only.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

/** X-Hub-Signature-256 of a raw body. */
export function assinarWebhook(body, appSecret) {
  return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
}

/** The webhook body of one message status (sent, delivered, read, failed), as the Cloud API sends it. */
export function webhookStatus(phoneNumberId, wamid, status, recipient = '5511900000000') {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA-STANDIN',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '5511000000000', phone_number_id: phoneNumberId },
              statuses: [{ id: wamid, status, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: recipient }],
            },
          },
        ],
      },
    ],
  });
}

/** The webhook body of a text the person sent (e.g. 'SAIR'). */
export function webhookResposta(phoneNumberId, from, texto) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA-STANDIN',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '5511000000000', phone_number_id: phoneNumberId },
              contacts: [{ profile: { name: 'Periciado' }, wa_id: from }],
              messages: [{ from, id: `wamid.${randomBytes(12).toString('hex')}`, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: texto } }],
            },
          },
        ],
      },
    ],
  });
}

const escapar = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/**
 * @param {{ token?: string, phoneNumberId?: string, port?: number }} [opts]
 */
export async function startWhatsappStandin(opts = {}) {
  const token = opts.token ?? 'standin-whatsapp-token';
  const phoneNumberId = opts.phoneNumberId ?? '100000000000001';
  /** @type {{ id: string, to: string, template: string, language: string, parametros: string[], recebidaEm: string }[]} */
  const mensagens = [];
  let falhar = 0;

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const enviar = (status, body, tipo = 'application/json') => {
      res.writeHead(status, { 'Content-Type': `${tipo}; charset=utf-8`, 'Cache-Control': 'no-store' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    const erro = (status, message, code, type = 'OAuthException') => enviar(status, { error: { message, type, code, fbtrace_id: 'STANDIN' } });
    if (req.method === 'GET' && (url.pathname === '/' || url.pathname === '/mensagens')) {
      if (url.pathname === '/mensagens') return enviar(200, mensagens);
      const linhas = mensagens
        .map((m) => `<tr><td>${escapar(m.recebidaEm)}</td><td>${escapar(m.to)}</td><td>${escapar(m.template)}</td><td>${m.parametros.map(escapar).join('<br>')}</td><td>${escapar(m.id)}</td></tr>`)
        .join('');
      return enviar(
        200,
        `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>WhatsApp (substituto local)</title><body><h1>WhatsApp Cloud API — substituto local</h1><p>Mensagens recebidas: ${mensagens.length}. Nada aqui sai para a rede.</p><table border="1"><thead><tr><th>Recebida</th><th>Para</th><th>Modelo</th><th>Parâmetros</th><th>wamid</th></tr></thead><tbody>${linhas}</tbody></table></body></html>`,
        'text/html',
      );
    }
    const m = /^\/(v\d+\.\d+)\/(\d+)\/messages$/.exec(url.pathname);
    if (req.method !== 'POST' || !m) return erro(404, 'Unknown path components', 2500);
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      if (req.headers.authorization !== `Bearer ${token}`) return erro(401, 'Invalid OAuth access token.', 190);
      if (m[2] !== phoneNumberId) return erro(400, 'Unsupported post request.', 100, 'GraphMethodException');
      if (falhar > 0) {
        falhar--;
        return erro(503, 'Service temporarily unavailable', 2, 'OAuthException');
      }
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return erro(400, 'Invalid JSON', 100);
      }
      const t = body?.template;
      if (body?.messaging_product !== 'whatsapp' || body?.type !== 'template' || typeof body?.to !== 'string' || !t?.name || t?.language?.code !== 'pt_BR') {
        return erro(400, '(#100) Invalid parameter', 100);
      }
      const parametros = (t.components ?? []).flatMap((c) => (c.type === 'body' ? (c.parameters ?? []).map((p) => p.text) : []));
      const id = `wamid.${randomBytes(16).toString('hex')}`;
      mensagens.push({ id, to: body.to, template: t.name, language: t.language.code, parametros, recebidaEm: new Date().toISOString() });
      enviar(200, { messaging_product: 'whatsapp', contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id }] });
    });
  });
  await new Promise((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    phoneNumberId,
    mensagens,
    /** The next `n` sends answer 503 (a provider outage). */
    falharProximas(n) {
      falhar = n;
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

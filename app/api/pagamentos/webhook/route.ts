import { json, readBody, route } from '@/lib/api/handler';
import { PayloadTooLargeError } from '@/lib/errors';
import { processarWebhook } from '@/lib/data/pagamentos';

/**
 * Mercado Pago's notification (Webhooks, event "payment"). The signature is checked against the query's data.id;
 * the body is read only for its type and id when the query lacks them, and never for amounts or status.
 */
export const POST = route(async (req) => {
  const url = new URL(req.url);
  let corpo: { type?: unknown; data?: { id?: unknown } } = {};
  try {
    const text = await readBody(req);
    const parsed: unknown = text ? JSON.parse(text) : {};
    // Only an object is a notification body: `null`, a number or an array carries no type nor id.
    corpo = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as typeof corpo) : {};
  } catch (err) {
    if (err instanceof PayloadTooLargeError) throw err;
    corpo = {};
  }
  const dados = corpo.data !== null && typeof corpo.data === 'object' ? corpo.data : {};
  const dataId = url.searchParams.get('data.id') ?? (typeof dados.id === 'string' || typeof dados.id === 'number' ? String(dados.id) : null);
  const tipo = url.searchParams.get('type') ?? url.searchParams.get('topic') ?? (typeof corpo.type === 'string' ? corpo.type : null);
  const resultado = await processarWebhook({
    dataId,
    tipo,
    xSignature: req.headers.get('x-signature'),
    xRequestId: req.headers.get('x-request-id'),
  });
  return json({ ok: true, ...resultado });
});

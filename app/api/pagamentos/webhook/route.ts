import { json, readBody, route } from '@/lib/api/handler';
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
    corpo = text ? (JSON.parse(text) as typeof corpo) : {};
  } catch {
    corpo = {};
  }
  const dataId = url.searchParams.get('data.id') ?? (corpo.data?.id != null ? String(corpo.data.id) : null);
  const tipo = url.searchParams.get('type') ?? url.searchParams.get('topic') ?? (typeof corpo.type === 'string' ? corpo.type : null);
  const resultado = await processarWebhook({
    dataId,
    tipo,
    xSignature: req.headers.get('x-signature'),
    xRequestId: req.headers.get('x-request-id'),
  });
  return json({ ok: true, ...resultado });
});

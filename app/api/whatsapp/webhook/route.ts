import { json, readBody, route } from '@/lib/api/handler';
import { receberWebhookWhatsapp } from '@/lib/data/periciado';
import { assinaturaValida } from '@/lib/domain/periciado/whatsapp';
import { env } from '@/lib/env';
import { ForbiddenError, ValidationError } from '@/lib/errors';

/**
 * The Cloud API's verification handshake: `hub.mode=subscribe` with `hub.verify_token` = WHATSAPP_VERIFY_TOKEN
 * answers `hub.challenge` as plain text; anything else 403.
 */
export const GET = route(async (req) => {
  const q = new URL(req.url).searchParams;
  const esperado = env().WHATSAPP_VERIFY_TOKEN;
  if (!esperado || q.get('hub.mode') !== 'subscribe' || q.get('hub.verify_token') !== esperado) {
    throw new ForbiddenError('Verificação do webhook recusada.');
  }
  return new Response(q.get('hub.challenge') ?? '', { status: 200, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
});

/** Statuses and replies, accepted only with a valid X-Hub-Signature-256 (HMAC-SHA256 of the raw body, WHATSAPP_APP_SECRET). */
export const POST = route(async (req) => {
  const secret = env().WHATSAPP_APP_SECRET;
  const corpo = await readBody(req);
  if (!secret || !assinaturaValida(corpo, req.headers.get('x-hub-signature-256'), secret)) {
    throw new ForbiddenError('Assinatura do webhook inválida.');
  }
  let payload: unknown;
  try {
    payload = JSON.parse(corpo);
  } catch {
    throw new ValidationError('Requisição inválida: o corpo não é um JSON válido.');
  }
  await receberWebhookWhatsapp(payload);
  return json({ ok: true });
});

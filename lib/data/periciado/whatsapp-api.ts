import { env } from '@/lib/env';
import type { TemplateWhatsapp } from '@/lib/domain/periciado/mensagens';

/** A refused or failed send: the reason (the provider's words or the HTTP status), never the number. */
export class WhatsappFalhouError extends Error {}

const TEMPLATE: Record<TemplateWhatsapp['chave'], () => string> = {
  AGENDADA: () => env().WHATSAPP_TEMPLATE_AGENDADA,
  REMARCADA: () => env().WHATSAPP_TEMPLATE_REMARCADA,
  CANCELADA: () => env().WHATSAPP_TEMPLATE_CANCELADA,
  LEMBRETE: () => env().WHATSAPP_TEMPLATE_LEMBRETE,
};

/** The Cloud API's request body for one template message (type template, language pt_BR, body parameters). */
export function corpoTemplate(para: string, t: TemplateWhatsapp) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: para,
    type: 'template',
    template: {
      name: TEMPLATE[t.chave](),
      language: { code: 'pt_BR' },
      components: [{ type: 'body', parameters: t.parametros.map((text) => ({ type: 'text', text })) }],
    },
  };
}

/**
 * POST {WHATSAPP_API_URL}/{versão}/{WHATSAPP_PHONE_NUMBER_ID}/messages with the bearer token: answers the message id
 * (wamid) the webhook's statuses will name, or throws WhatsappFalhouError.
 */
export async function enviarTemplateWhatsapp(para: string, t: TemplateWhatsapp): Promise<string> {
  const e = env();
  const url = `${e.WHATSAPP_API_URL.replace(/\/+$/, '')}/${e.WHATSAPP_API_VERSION}/${e.WHATSAPP_PHONE_NUMBER_ID}/messages`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${e.WHATSAPP_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(corpoTemplate(para, t)),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (err) {
    throw new WhatsappFalhouError(`sem resposta da API (${(err as Error).name})`);
  }
  const body = (await res.json().catch(() => null)) as { messages?: { id?: string }[]; error?: { message?: string; code?: number } } | null;
  if (!res.ok) throw new WhatsappFalhouError(`HTTP ${res.status}${body?.error?.code ? ` (código ${body.error.code})` : ''}`);
  const id = body?.messages?.[0]?.id;
  if (!id) throw new WhatsappFalhouError('resposta sem id da mensagem');
  return id;
}

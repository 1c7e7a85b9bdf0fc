import { env } from '@/lib/env';

/** WhatsApp is on only when the token, the phone number id and the app secret are all set (docs/operacao.md). */
export function whatsappLigado(): boolean {
  const e = env();
  return Boolean(e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID && e.WHATSAPP_APP_SECRET);
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * WhatsApp Cloud API rules that need no I/O: the webhook signature (X-Hub-Signature-256 = "sha256=" + the hex
 * HMAC-SHA256 of the raw body with the app secret), the phone in the API's form (E.164 digits, no '+'), the
 * opt-out words and the masked number shown on screens.
 */

export function assinaturaWebhook(corpo: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(corpo).digest('hex')}`;
}

/** True only for a header that is exactly the signature of `corpo` (constant-time comparison). */
export function assinaturaValida(corpo: string | Buffer, cabecalho: string | null | undefined, appSecret: string): boolean {
  if (!cabecalho || !appSecret) return false;
  const esperado = Buffer.from(assinaturaWebhook(corpo, appSecret));
  const recebido = Buffer.from(cabecalho.trim());
  return recebido.length === esperado.length && timingSafeEqual(recebido, esperado);
}

/**
 * A Brazilian phone in any usual format ('(11) 98765-4321', '+55 11 98765 4321', '011987654321') → '5511987654321';
 * null when it is not a Brazilian landline or mobile number (DDD + 8 or 9 digits).
 */
export function telefoneWhatsapp(bruto: string): string | null {
  let d = bruto.replace(/\D/g, '');
  if (d.startsWith('55') && (d.length === 12 || d.length === 13)) d = d.slice(2);
  else if (d.startsWith('0') && (d.length === 11 || d.length === 12)) d = d.slice(1);
  if (d.length !== 10 && d.length !== 11) return null;
  if (!/^[1-9][1-9]/.test(d)) return null;
  if (d.length === 11 && d[2] !== '9') return null;
  return `55${d}`;
}

/** '5511987654321' → '(11) 9****-4321': enough to recognise the number, not to dial it. */
export function mascararTelefone(e164: string): string {
  const d = e164.startsWith('55') ? e164.slice(2) : e164;
  return `(${d.slice(0, 2)}) ${d.slice(2, 3)}****-${d.slice(-4)}`;
}

/** 'maria.silva@exemplo.com' → 'm***@exemplo.com'. */
export function mascararEmail(email: string): string {
  const [local, dominio] = email.split('@');
  return dominio ? `${local.slice(0, 1)}***@${dominio}` : '***';
}

/** A reply that stops WhatsApp notices to the number ('SAIR', 'parar', ' Sair. '). */
export function pedeParaSair(texto: string | null | undefined): boolean {
  const t = (texto ?? '').normalize('NFD').replace(/\p{M}/gu, '').replace(/[^\p{L}]/gu, '').toUpperCase();
  return t === 'SAIR' || t === 'PARAR';
}

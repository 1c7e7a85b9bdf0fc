import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { decodeFilesKey, env } from '@/lib/env';

/**
 * Small secrets at rest (the TOTP seeds): AES-256-GCM under a key derived from FILES_KEY by HKDF (its own
 * `info`, so it is independent of the file keys), random 96-bit nonce, `context` (e.g. the user id) as
 * associated data so a sealed value copied to another row does not open. Format: "v1." + base64url(nonce|tag|ct).
 */
const INFO = Buffer.from('pericia-medica-judicial/segredos/v1');

function key(): Buffer {
  const master = decodeFilesKey(env().FILES_KEY);
  if (!master) throw new Error('FILES_KEY inválida');
  return Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), INFO, 32));
}

export function seal(plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), ct]).toString('base64url')}`;
}

/** The plaintext, or throws when the value was tampered with, sealed for another context or under another key. */
export function open(sealed: string, context: string): string {
  if (!sealed.startsWith('v1.')) throw new Error('formato de segredo desconhecido');
  const raw = Buffer.from(sealed.slice(3), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key(), raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

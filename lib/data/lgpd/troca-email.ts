import { createHash } from 'node:crypto';

// An e-mail change is confirmed by a link sent to the new address: its token is stored only as a SHA-256.

export const EMAIL_TROCA_TTL_MS = 24 * 60 * 60 * 1000;
export const LINK_EMAIL_INVALIDO = 'Link de confirmação inválido ou expirado. Peça a troca de e-mail novamente.';
export const hashToken = (t: string) => createHash('sha256').update(t, 'utf8').digest('hex');

import { createHash } from 'node:crypto';

// An e-mail change is confirmed by a link sent to the new address: its token is stored only as a SHA-256.

export const EMAIL_TROCA_TTL_MS = 24 * 60 * 60 * 1000;
export const LINK_EMAIL_INVALIDO = 'Link de confirmação inválido ou expirado. Peça a troca de e-mail novamente.';
export const hashToken = (t: string) => createHash('sha256').update(t, 'utf8').digest('hex');
/** How long the replaced address may undo a confirmed change. */
export const EMAIL_DESFAZER_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const LINK_DESFAZER_INVALIDO = 'Link inválido ou expirado. Se você não reconhece a troca de e-mail, fale com o suporte.';
export const EMAIL_RESTAURADO = 'Troca desfeita: a conta voltou ao endereço anterior e todas as sessões foram encerradas. Redefina a sua senha agora.';

import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db/client';
import { passwordResetTokens, users } from '@/lib/db/schema';
import type { LinkSenhaFinalidade } from '@/lib/domain/accounts';
import { env } from '@/lib/env';

// One-time password links (reset and first password): the token travels only in the link, stored as its SHA-256.

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Links that set the first password of an account an operator or admin created: 72 hours. */
export const SETUP_TOKEN_TTL_MS = 72 * 60 * 60 * 1000;
/** Per IP, for both calls. */
export const RESET_IP_LIMIT = 10;
export const RESET_IP_WINDOW_MS = 15 * 60 * 1000;
/** At most this many links per account per window: further requests answer the same but send nothing. */
export const RESET_PER_ACCOUNT = 3;
/** Requests per target e-mail per window (known or not: the same answer either way), then 429. */
export const RESET_PER_EMAIL = 5;

export const REQUEST_ANSWER = 'Se o e-mail estiver cadastrado, enviaremos as instruções para redefinir a senha.';
export const INVALID_TOKEN = 'Link de redefinição inválido ou expirado. Solicite um novo.';
export const RESET_DONE = 'Senha alterada com sucesso! Você já pode fazer login.';

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function resetLink(token: string, pagina: 'reset-password' | 'convite' = 'reset-password'): string {
  return `${env().APP_URL}/${pagina}?token=${encodeURIComponent(token)}`;
}

/**
 * Stores a one-time link for `userId` in the same table the reset flow reads (only the token's SHA-256),
 * valid for `ttlMs`, and answers the link (`/reset-password?token=`). Used for first-password links. The link is
 * marked with its flow: a 'convite' link is accepted only by /convite, any other only by /reset-password.
 */
export async function emitirLinkDeSenha(
  userId: number,
  ttlMs: number = SETUP_TOKEN_TTL_MS,
  db?: DbOrTx,
  /** 'convite': an invitation's link opens /convite ('Criar sua senha', with what the role needs). */
  pagina: 'reset-password' | 'convite' = 'reset-password',
): Promise<{ link: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMs);
  await (db ?? (await getDb()))
    .insert(passwordResetTokens)
    .values({ userId, tokenHash: hashResetToken(token), expiresAt, finalidade: pagina === 'convite' ? 'convite' : 'redefinicao' });
  return { link: resetLink(token, pagina), expiresAt };
}

/** A link's token as issued (32 random bytes, base64url): anything else is refused before any query. */
export const FORMATO_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The link behind `token` can still be used on its own flow: known, of `finalidade`, unused, not expired, its user
 * active (a query joining password_reset_tokens to users).
 */
export function linkUtilizavel(token: string, finalidade: LinkSenhaFinalidade, now: Date) {
  return and(
    eq(passwordResetTokens.tokenHash, hashResetToken(token)),
    eq(passwordResetTokens.finalidade, finalidade),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, now),
    eq(users.ativo, true),
  );
}

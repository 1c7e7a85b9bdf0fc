import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db/client';
import { convites, passwordResetTokens, users } from '@/lib/db/schema';
import type { LinkSenhaFinalidade } from '@/lib/domain/accounts';
import { assertNotCommonPassword, hashPassword } from '@/lib/security/passwords';
import { enviarAvisoAgora, registrarAvisoEmail } from '@/lib/data/avisos-email';
import { hitRateLimit } from '@/lib/data/requisicoes/rate-limit';
import { ValidationError } from '@/lib/errors';
import { registrarSenhaDefinida } from '../login-throttle';
import { revogarTodasAsSessoes } from '../sessions';
import { hashResetToken, INVALID_TOKEN, RESET_DONE, RESET_IP_LIMIT, RESET_IP_WINDOW_MS } from './links';

export type DefinirSenhaOpcoes = {
  /** The flow the link must belong to (default 'redefinicao': call 13); a link of the other flow is refused as invalid. */
  finalidade?: LinkSenhaFinalidade;
  /** The answer to a link that cannot be used (default INVALID_TOKEN, the reset flow's). */
  invalido?: string;
  /** Saved in the same transaction once the link is claimed (an invitation's profile fields, lib/data/users/convites/aceitar). */
  junto?: (tx: DbOrTx, userId: number) => Promise<void>;
};

/**
 * Call 13. The token is single use and valid for 1 hour; using it invalidates the user's other links,
 * sets the new password, ends every earlier session and Bearer token (sessions revoked, session_version + 1),
 * replaces the private calendar-feed secret (the old link stops working) and mails a notice. Only a link of
 * `finalidade` is accepted: an invitation's link sets the first password through /convite, never here (issue 28).
 */
export async function redefinirSenha(token: string, password: string, ip: string, opcoes: DefinirSenhaOpcoes = {}): Promise<{ message: string }> {
  const { finalidade = 'redefinicao', invalido = INVALID_TOKEN, junto } = opcoes;
  await hitRateLimit(`senha-nova:${ip}`, RESET_IP_LIMIT * 2, RESET_IP_WINDOW_MS);
  // Before the token is claimed, so a refused password does not use up the link.
  assertNotCommonPassword(password, 'password');
  const db = await getDb();
  const tokenHash = hashResetToken(token);
  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    const now = new Date();
    // Lock order shared with revoking an invitation (lib/data/users/convites/convite.ts): the account row first.
    const [owner] = await tx
      .select({ userId: passwordResetTokens.userId })
      .from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), eq(passwordResetTokens.finalidade, finalidade)))
      .limit(1);
    if (owner) await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).for('update');
    // Claim the token atomically: of two simultaneous uses, only one gets the row back.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          eq(passwordResetTokens.finalidade, finalidade),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ id: passwordResetTokens.id, userId: passwordResetTokens.userId });
    if (!claimed) throw new ValidationError(invalido, { token: invalido });
    const [u] = await tx
      .update(users)
      .set({
        passwordHash,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        // The private calendar-feed link dies with the old password: a new nonce (when the user had a feed).
        calendarSecret: sql`case when ${users.calendarSecret} is null then null else ${randomBytes(16).toString('base64url')} end`,
        updatedAt: now,
      })
      .where(and(eq(users.id, claimed.userId), eq(users.ativo, true)))
      .returning({ id: users.id, nome: users.nome, email: users.email });
    if (!u) throw new ValidationError(invalido, { token: invalido });
    if (junto) await junto(tx, u.id);
    await revogarTodasAsSessoes(u.id, now, tx);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, u.id), isNull(passwordResetTokens.usedAt), ne(passwordResetTokens.id, claimed.id)));
    // A pending invitation (lib/data/users/convites) is accepted once its owner sets a password.
    await tx
      .update(convites)
      .set({ acceptedAt: now })
      .where(and(eq(convites.userId, u.id), isNull(convites.acceptedAt), isNull(convites.revokedAt)));
    // 'Senha alterada' through the outbox, once per token used (message: lib/data/avisos-email/tipos/seguranca-senha).
    await registrarAvisoEmail(tx, { tipo: 'seguranca_senha', chave: `senha:${claimed.id}`, refs: [claimed.id], userIds: [u.id] });
    return { ...u, tokenId: claimed.id };
  });
  // The owner proved control of the mailbox: earlier failed logins no longer lock the account.
  await registrarSenhaDefinida(user.email, ip);
  await enviarAvisoAgora('seguranca_senha', `senha:${user.tokenId}`);
  return { message: RESET_DONE };
}

import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { passwordResetTokens, trocasEmail, users } from '@/lib/db/schema';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import { revogarTodasAsSessoes } from '@/lib/data/auth/sessions';
import { EMAIL_TAKEN } from '@/lib/domain/accounts';
import { env } from '@/lib/env';
import { ConflictError, ValidationError } from '@/lib/errors';
import { logger } from '@/lib/log';
import { sendMail } from '@/lib/mail';
import { emailRestauradoMail } from '@/lib/mail/templates/email-restaurado';
import { EMAIL_RESTAURADO, hashToken, LINK_DESFAZER_INVALIDO } from './troca-email';

/**
 * POST /api/lgpd/email/desfazer { token }: the link mailed to the replaced address (7 days, one use) gives the account
 * back to it. Whoever changed the e-mail is shut out: every session and Bearer token ends (session_version + 1),
 * unused reset links and pending e-mail changes die. The owner is told to set a new password.
 */
export async function desfazerTrocaEmail(token: string): Promise<{ email: string; message: string }> {
  const db = await getDb();
  const now = new Date();
  const feito = await db.transaction(async (tx) => {
    const [troca] = await tx
      .select()
      .from(trocasEmail)
      .where(and(eq(trocasEmail.desfazerHash, hashToken(token)), isNull(trocasEmail.desfeitaEm), gt(trocasEmail.desfazerAte, now)))
      .for('update');
    if (!troca?.emailAnterior) throw new ValidationError(LINK_DESFAZER_INVALIDO);
    const [u] = await tx.select().from(users).where(eq(users.id, troca.userId)).for('update');
    if (!u) throw new ValidationError(LINK_DESFAZER_INVALIDO);
    const [dono] = await tx.select({ id: users.id }).from(users).where(and(eq(users.email, troca.emailAnterior), ne(users.id, u.id))).limit(1);
    if (dono) throw new ConflictError(EMAIL_TAKEN);
    await tx
      .update(users)
      .set({ email: troca.emailAnterior, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: now })
      .where(eq(users.id, u.id));
    await revogarTodasAsSessoes(u.id, now, tx);
    await tx.update(passwordResetTokens).set({ usedAt: now }).where(and(eq(passwordResetTokens.userId, u.id), isNull(passwordResetTokens.usedAt)));
    await tx.update(trocasEmail).set({ usedAt: now }).where(and(eq(trocasEmail.userId, u.id), isNull(trocasEmail.usedAt)));
    await tx.update(trocasEmail).set({ desfeitaEm: now }).where(eq(trocasEmail.id, troca.id));
    await registrarAlteracoes(tx, 'usuario', u.id, { email: u.email }, { email: troca.emailAnterior }, u.id);
    return { userId: u.id, nome: u.nome, email: troca.emailAnterior };
  });
  logger.warn({ userId: feito.userId }, 'Troca de e-mail desfeita pelo endereço anterior');
  try {
    await sendMail({ to: feito.email, ...emailRestauradoMail({ nome: feito.nome, recuperar: `${env().APP_URL}/request` }) });
  } catch (err) {
    logger.error({ err, userId: feito.userId }, 'Falha ao enviar o aviso de e-mail restaurado');
  }
  return { email: feito.email, message: EMAIL_RESTAURADO };
}

import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { trocasEmail, users } from '@/lib/db/schema';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import { EMAIL_TAKEN } from '@/lib/domain/accounts';
import { ConflictError, ValidationError } from '@/lib/errors';
import { hashToken, LINK_EMAIL_INVALIDO } from './troca-email';

/** POST /api/lgpd/email/confirmar { token }: the new address becomes the account's (one use, 24 h). */
export async function confirmarEmail(token: string): Promise<{ email: string }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [troca] = await tx
      .select()
      .from(trocasEmail)
      .where(and(eq(trocasEmail.tokenHash, hashToken(token)), isNull(trocasEmail.usedAt), gt(trocasEmail.expiresAt, new Date())))
      .for('update');
    if (!troca) throw new ValidationError(LINK_EMAIL_INVALIDO);
    const [u] = await tx.select().from(users).where(eq(users.id, troca.userId));
    if (!u || !u.ativo) throw new ValidationError(LINK_EMAIL_INVALIDO);
    const [dono] = await tx.select({ id: users.id }).from(users).where(and(eq(users.email, troca.novoEmail), ne(users.id, u.id))).limit(1);
    if (dono) throw new ConflictError(EMAIL_TAKEN);
    await tx.update(users).set({ email: troca.novoEmail, updatedAt: new Date() }).where(eq(users.id, u.id));
    await tx.update(trocasEmail).set({ usedAt: new Date() }).where(eq(trocasEmail.userId, u.id));
    await registrarAlteracoes(tx, 'usuario', u.id, { email: u.email }, { email: troca.novoEmail }, u.id);
    return { email: troca.novoEmail };
  });
}

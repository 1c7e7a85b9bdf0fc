import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { sessoes, trocasEmail, users } from '@/lib/db/schema';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import { enviarAvisoAgora, registrarAvisoEmail } from '@/lib/data/avisos-email';
import { EMAIL_TAKEN } from '@/lib/domain/accounts';
import { ConflictError, ValidationError } from '@/lib/errors';
import { EMAIL_DESFAZER_TTL_MS, hashToken, LINK_EMAIL_INVALIDO } from './troca-email';

/**
 * POST /api/lgpd/email/confirmar { token }: the new address becomes the account's (one use, 24 h). Every session
 * but the one that asked for the change ends, and the replaced address gets a notice with a link that undoes the
 * change for 7 days (lib/data/lgpd/desfazer-email.ts).
 */
export async function confirmarEmail(token: string): Promise<{ email: string }> {
  const db = await getDb();
  const now = new Date();
  const feito = await db.transaction(async (tx) => {
    const [troca] = await tx
      .select()
      .from(trocasEmail)
      .where(and(eq(trocasEmail.tokenHash, hashToken(token)), isNull(trocasEmail.usedAt), gt(trocasEmail.expiresAt, now)))
      .for('update');
    if (!troca) throw new ValidationError(LINK_EMAIL_INVALIDO);
    const [u] = await tx.select().from(users).where(eq(users.id, troca.userId)).for('update');
    if (!u || !u.ativo) throw new ValidationError(LINK_EMAIL_INVALIDO);
    const [dono] = await tx.select({ id: users.id }).from(users).where(and(eq(users.email, troca.novoEmail), ne(users.id, u.id))).limit(1);
    if (dono) throw new ConflictError(EMAIL_TAKEN);
    await tx.update(users).set({ email: troca.novoEmail, updatedAt: now }).where(eq(users.id, u.id));
    await tx.update(trocasEmail).set({ usedAt: now }).where(and(eq(trocasEmail.userId, u.id), isNull(trocasEmail.usedAt)));
    await tx
      .update(trocasEmail)
      // The undo link's token is issued when its e-mail is sent (lib/data/avisos-email/tipos/seguranca-email).
      .set({ emailAnterior: u.email, desfazerHash: null, desfazerAte: new Date(now.getTime() + EMAIL_DESFAZER_TTL_MS) })
      .where(eq(trocasEmail.id, troca.id));
    // Other sessions end (a stolen one among them); the one that asked for the change stays.
    await tx
      .update(sessoes)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessoes.userId, u.id),
          isNull(sessoes.revokedAt),
          troca.sessaoId ? ne(sessoes.id, troca.sessaoId) : undefined,
        ),
      );
    await registrarAlteracoes(tx, 'usuario', u.id, { email: u.email }, { email: troca.novoEmail }, u.id);
    // To the replaced address, through the outbox: the only copy of that address once the change is undone-able.
    await registrarAvisoEmail(tx, { tipo: 'seguranca_email', chave: `email:${troca.id}`, refs: [troca.id], userIds: [u.id], endereco: u.email });
    return { novo: troca.novoEmail, trocaId: troca.id };
  });
  await enviarAvisoAgora('seguranca_email', `email:${feito.trocaId}`);
  return { email: feito.novo };
}

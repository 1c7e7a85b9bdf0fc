import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { confirmacoesCadastro, users } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enviarAvisoAgora, registrarAvisoEmail } from '@/lib/data/avisos-email';
import { hashToken } from '@/lib/data/lgpd/troca-email';
import { hitRateLimit } from '@/lib/data/requisicoes';
import { EMAIL_JA_CONFIRMADO, LINK_CADASTRO_INVALIDO, REENVIOS_POR_HORA, chaveConfirmacao } from '@/lib/domain/confirmacao-cadastro';
import { ConflictError, ValidationError } from '@/lib/errors';

/**
 * Issue 34 item 7: a new account confirms its e-mail through a link. Nothing is blocked meanwhile (SPEC's
 * register → login → create flow keeps working); the app shell shows a banner with 'Reenviar' until it is done.
 */

/** Whether the account's e-mail is confirmed (the banner's question). */
export async function emailConfirmado(userId: number): Promise<boolean> {
  const db = await getDb();
  const [u] = await db.select({ em: users.emailConfirmadoEm }).from(users).where(eq(users.id, userId)).limit(1);
  return !u || u.em !== null;
}

/** POST /api/auth/confirmar-cadastro { token }: one use, 7 days; the account's e-mail is confirmed. */
export async function confirmarCadastro(token: string): Promise<{ message: string }> {
  const db = await getDb();
  const now = new Date();
  return db.transaction(async (tx) => {
    const [c] = await tx
      .select({ userId: confirmacoesCadastro.userId })
      .from(confirmacoesCadastro)
      .where(and(eq(confirmacoesCadastro.tokenHash, hashToken(token)), gt(confirmacoesCadastro.expiresAt, now)))
      .for('update');
    if (!c) throw new ValidationError(LINK_CADASTRO_INVALIDO);
    const [u] = await tx
      .update(users)
      .set({ emailConfirmadoEm: now, updatedAt: now })
      .where(and(eq(users.id, c.userId), eq(users.ativo, true), isNull(users.emailConfirmadoEm)))
      .returning({ id: users.id });
    // The link is spent either way.
    await tx.update(confirmacoesCadastro).set({ tokenHash: null, expiresAt: null }).where(eq(confirmacoesCadastro.userId, c.userId));
    if (!u) throw new ValidationError(LINK_CADASTRO_INVALIDO);
    return { message: 'E-mail confirmado. Obrigado!' };
  });
}

/** POST /api/auth/confirmar-cadastro/reenviar: a new link (the earlier one stops working); 3 an hour; 409 once confirmed. */
export async function reenviarConfirmacao(user: SessionUser): Promise<{ message: string }> {
  if (await emailConfirmado(user.id)) throw new ConflictError(EMAIL_JA_CONFIRMADO);
  await hitRateLimit(`confirmacao-cadastro:${user.id}`, REENVIOS_POR_HORA, 60 * 60 * 1000);
  const db = await getDb();
  const envio = await db.transaction(async (tx) => {
    const [linha] = await tx
      .insert(confirmacoesCadastro)
      .values({ userId: user.id, envios: 1 })
      .onConflictDoUpdate({ target: confirmacoesCadastro.userId, set: { envios: sql`${confirmacoesCadastro.envios} + 1` } })
      .returning({ envios: confirmacoesCadastro.envios });
    await registrarAvisoEmail(tx, { tipo: 'confirmacao_cadastro', chave: chaveConfirmacao(user.id, linha.envios), userIds: [user.id] });
    return linha.envios;
  });
  await enviarAvisoAgora('confirmacao_cadastro', chaveConfirmacao(user.id, envio));
  return { message: 'Enviamos um novo link de confirmação para o seu e-mail.' };
}

import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { convites, users } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { hashPassword } from '@/lib/security/passwords';
import { enforce } from '@/lib/data/politica';
import { lerEntrada, type Entrada } from '@/lib/data/entrada';
import { emitirLinkDeSenha, SETUP_TOKEN_TTL_MS } from '@/lib/data/auth/password/links';
import { EMAIL_TAKEN } from '@/lib/domain/accounts';
import { canInviteUsers } from '@/lib/domain/access';
import { ConflictError } from '@/lib/errors';
import { logger } from '@/lib/log';
import type { InviteInput } from '@/lib/validation/users';
import { pendingRow, shape, type ConviteEnviado } from './convite';
import { enviarConvite } from './enviar-convite';

/**
 * POST /api/user/invite (admins): creates the account (any role, a password nobody knows, so it cannot be used
 * before its owner sets one) and e-mails a one-time link to set the password (72 h). An e-mail already in use
 * answers 409, except the account of an invitation that was revoked before it was accepted, which is invited again.
 */
export async function convidarUsuario(actor: SessionUser, entrada: Entrada<InviteInput>): Promise<ConviteEnviado> {
  enforce(canInviteUsers(actor));
  // The body is read only once the role may do this (403 before 400: lib/data/entrada.ts).
  const input = await lerEntrada(entrada);
  const db = await getDb();
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const { conviteId, link, expiresAt } = await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email)).for('update').limit(1);
    let userId: number;
    if (existing) {
      // Only an account whose every invitation was revoked and never accepted may be invited again.
      const [revoked] = await tx
        .select({ id: convites.id })
        .from(convites)
        .where(and(eq(convites.userId, existing.id), isNotNull(convites.revokedAt), isNull(convites.acceptedAt)))
        .limit(1);
      const [other] = await tx
        .select({ id: convites.id })
        .from(convites)
        .where(and(eq(convites.userId, existing.id), sql`(${convites.revokedAt} is null or ${convites.acceptedAt} is not null)`))
        .limit(1);
      if (!revoked || other) throw new ConflictError(EMAIL_TAKEN);
      await tx
        .update(users)
        .set({ nome: input.nome, role: input.role, ativo: true, passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, existing.id));
      userId = existing.id;
    } else {
      const [created] = await tx
        .insert(users)
        .values({ nome: input.nome, email: input.email, role: input.role, passwordHash, ativo: true, creditos: 0 })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (!created) throw new ConflictError(EMAIL_TAKEN);
      userId = created.id;
    }
    const issued = await emitirLinkDeSenha(userId, SETUP_TOKEN_TTL_MS, tx, 'convite');
    const [convite] = await tx
      .insert(convites)
      .values({ userId, invitedBy: actor.id, sentAt: new Date(), expiresAt: issued.expiresAt })
      .returning({ id: convites.id });
    return { conviteId: convite.id, ...issued };
  });
  const emailEnviado = await enviarConvite(input.email, input.nome, input.role, link, expiresAt, conviteId);
  logger.info({ conviteId, role: input.role, by: actor.id }, 'Convite enviado');
  const row = await pendingRow(db, conviteId);
  return { ...shape(row!), emailEnviado };
}

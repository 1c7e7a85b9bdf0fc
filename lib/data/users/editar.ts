import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { convites, users } from '@/lib/db/schema';
import { revogarTodasAsSessoes } from '@/lib/data/auth/sessions';
import { killLinks } from './convites/convite';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import { aplicarAjuste } from '@/lib/data/creditos';
import { adminChangeViolation } from '@/lib/domain/accounts';
import { MOTIVO_CREDITOS_VIA_API } from '@/lib/domain/creditos';
import { canEditUser } from '@/lib/domain/access';
import { ConflictError, NotFoundError } from '@/lib/errors';
import type { UserEditInput } from '@/lib/validation/users';
import { lerEntrada, type Entrada } from '@/lib/data/entrada';
import { LAST_ADMIN, publicColumns, SELF_LOCKOUT, USER_NOT_FOUND, type PublicUser } from './public-user';

/**
 * Call 5: admin only; changes only role, creditos and ativo. An admin cannot demote or deactivate
 * themself, and the last active admin can never lose that status (checked under a row lock, so two
 * admins demoting each other at once cannot both succeed). Deactivation ends the user's sessions and
 * revokes their unused reset links and pending invitations. `motivo`, when given, is kept with the créditos and
 * the ativo changes. The route passes its body parser, run only after the role check (403 before 400).
 */
export async function editarUsuario(actor: SessionUser, id: number, entrada: Entrada<UserEditInput>): Promise<PublicUser> {
  enforce(canEditUser(actor));
  // The body is read once the actor may edit users: any other role gets 403 whatever it sent.
  const input = await lerEntrada(entrada);
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Lock every active admin row (and the target) before deciding, in id order. NO KEY UPDATE: only role, ativo and
    // créditos change, so rows of other tables referencing these users (their KEY SHARE) are not blocked; FOR UPDATE
    // deadlocked with such inserts on PostgreSQL (40P01).
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.ativo, true)))
      .orderBy(users.id)
      .for('no key update');
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for('no key update');
    if (!target) throw new NotFoundError(USER_NOT_FOUND);

    const role = input.role ?? target.role;
    const ativo = input.ativo ?? target.ativo;
    const violation = adminChangeViolation(target, { role, ativo }, actor.id, admins.filter((a) => a.id !== target.id).length);
    if (violation === 'self') throw new ConflictError(SELF_LOCKOUT);
    if (violation === 'last-admin') throw new ConflictError(LAST_ADMIN);

    // Créditos live in lots (lib/data/creditos): a change is an admin's logged adjustment, with a reason.
    // SPEC's body has no reason: without `motivo` the recorded default of DESIGN §11 (ledger and field history carry it).
    const motivo = input.motivo?.trim() || MOTIVO_CREDITOS_VIA_API;
    if (input.creditos !== undefined) await aplicarAjuste(tx, actor, id, input.creditos, motivo, new Date());
    const deactivated = target.ativo && !ativo;
    const [updated] = await tx
      .update(users)
      .set({
        role,
        ativo,
        updatedAt: new Date(),
        ...(deactivated ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}),
      })
      .where(eq(users.id, id))
      .returning(publicColumns);
    if (deactivated) {
      // Nothing issued before the deactivation works after a reactivation: sessions, reset links, invitations.
      const now = new Date();
      await revogarTodasAsSessoes(id, now, tx);
      await killLinks(tx, id, now);
      await tx.update(convites).set({ revokedAt: now }).where(and(eq(convites.userId, id), isNull(convites.acceptedAt), isNull(convites.revokedAt)));
    }
    // Field-level history (LGPD): role, créditos and ativo, old → new, and the admin who changed them.
    await registrarAlteracoes(tx, 'usuario', id, target, { role }, actor);
    // A deactivation (or reactivation) keeps its stated reason when one is given (the dialog asks for it: issue 28).
    await registrarAlteracoes(tx, 'usuario', id, target, { ativo }, actor, null, input.motivo?.trim() || null);
    await registrarAlteracoes(tx, 'usuario', id, target, { creditos: input.creditos }, actor, null, motivo);
    return updated;
  });
}


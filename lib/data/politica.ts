import { and, eq, inArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { documentos, pericias, processos, users } from '@/lib/db/schema';
import type { Actor } from '@/lib/domain/access';
import { ForbiddenError } from '@/lib/errors';

/**
 * The SQL side of the access policy (lib/domain/access.ts): the same rules, written as predicates so a
 * list can be filtered in the database. tests/integration/access-matrix.test.ts checks that each
 * predicate selects exactly the rows its pure rule admits.
 */

/**
 * SQL of `canViewProcesso`: admin → all; advogado → the cases they own; medico → the cases assigned to them.
 * `userId` may be a placeholder, for a query prepared once per role (lib/db/client.ts preparedFor).
 */
export function visibleProcessos(user: Actor, userId: number | Placeholder = user.id): SQL {
  switch (user.role) {
    case 'admin':
      return sql`true`;
    case 'advogado':
      return eq(processos.ownerId, userId);
    case 'medico':
      return eq(processos.peritoId, userId);
    default:
      return sql`false`;
  }
}

/** Which cases `visibleProcessos(user)` lets through, as a key: users with the same key see the same cases. */
export function visibilityKey(user: Actor): string {
  switch (user.role) {
    case 'admin':
      return 'todos';
    case 'advogado':
      return `dono:${user.id}`;
    case 'medico':
      return `perito:${user.id}`;
    default:
      return 'nenhum';
  }
}

/** SQL of `canAddDocumento` (today the same people as `canViewProcesso`: owner, assigned perito, admin). */
export const documentableProcessos = visibleProcessos;

/** SQL of `canSchedulePericia`: admin → any case; medico → the cases assigned to them; advogado → none. */
export function schedulableProcessos(user: Actor): SQL {
  switch (user.role) {
    case 'admin':
      return sql`true`;
    case 'medico':
      return eq(processos.peritoId, user.id);
    default:
      return sql`false`;
  }
}

/**
 * SQL of `canViewPericia`: admin → all; the perícias of the cases the user sees; a medico also those they
 * created.
 */
export function visiblePericias(db: DbOrTx, user: Actor): SQL {
  if (user.role === 'admin') return sql`true`;
  const ofCases = inArray(pericias.processoId, db.select({ id: processos.id }).from(processos).where(visibleProcessos(user)));
  return user.role === 'medico' ? or(ofCases, eq(pericias.createdBy, user.id))! : ofCases;
}

/**
 * SQL of `canPerformEtapaAction` for a role that `mayPerform` the action: admin → any case; advogado → the cases
 * they own; medico → the cases assigned to them.
 */
export function etapaActionProcessos(user: Actor): SQL {
  return visibleProcessos(user);
}

/** SQL of `canViewPrazos`: the deadlines of the cases the user sees. */
export const prazosVisiveis = visibleProcessos;

/** SQL of `canRecordPrazo`: admin → any case; advogado → the cases they own; medico → none. */
export function prazoRecordableProcessos(user: Actor): SQL {
  switch (user.role) {
    case 'admin':
      return sql`true`;
    case 'advogado':
      return eq(processos.ownerId, user.id);
    default:
      return sql`false`;
  }
}

/**
 * SQL of `canWriteEntrega` applied to the author of a documento (in a query joining documentos and processos):
 * the case's assigned perito or an admin. A file of a phase counts as the phase's deliverable only when one of
 * them sent it (the owner advogado's files of a phase are case material, not the work delivered).
 */
export function documentoDeQuemEntrega(): SQL {
  return sql`(${documentos.autorId} = ${processos.peritoId} or exists (select 1 from ${users} where ${users.id} = ${documentos.autorId} and ${users.role} = 'admin'))`;
}

/** Enforces one rule's answer: refused → 403 (with the given message). */
export function enforce(allowed: boolean, message?: string): void {
  if (!allowed) throw new ForbiddenError(message);
}

/** An invitation the person has not accepted yet (no password of their own): `users` rows with one are not usable. */
// Written out by hand: in a select list drizzle renders columns without their table, which a correlated subquery cannot take.
export const convitePendente: SQL<boolean> = sql<boolean>`exists (select 1 from convites c where c.user_id = users.id and c.accepted_at is null and c.revoked_at is null)`;

/** Who may be made the perito of a case: an active medico who has accepted their invitation, if they had one. */
export function peritosDesignaveis(): SQL {
  return and(eq(users.role, 'medico'), eq(users.ativo, true), sql`not ${convitePendente}`)!;
}

import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { pericias, processos, quesitos } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { parsePathId } from '@/lib/domain/ids';
import { visiblePericias, visibleProcessos } from '@/lib/data/politica';
import { PERICIA_NAO_ENCONTRADA } from '@/lib/data/periciado/acesso';
import { findVisible } from '@/lib/data/processos/shared';
import { QUESITO_NAO_ENCONTRADO } from '@/lib/data/quesitos/alteravel';
import { NotFoundError } from '@/lib/errors';

/**
 * Who may not see a record learns nothing from the errors of what they sent (issue 34): a route about a case, a
 * perícia or a quesito hands one of these to readJson (lib/api/handler.ts), which asks it before answering 400, and
 * a stranger gets the 404 a good input would get. Asked on the error path only: with a good input the use case checks
 * access itself (and decides the 403s of a visible record).
 */

/** 404 unless the case `id` is visible to `user` (admin, its advogado, its perito): the processos' own check. */
export function processoVisivel(user: SessionUser, id: number) {
  return async () => {
    await findVisible(await getDb(), user, id);
  };
}

/** The same for a case named in the body (`id_processo`): nothing to check when the body names no valid id. */
export function processoDoCorpo(user: SessionUser, campo = 'id_processo') {
  return async (corpo: unknown) => {
    const id = idNoCorpo(corpo, campo);
    if (id !== null) await processoVisivel(user, id)();
  };
}

/** 404 unless the perícia `id` is visible to `user` (the perícias of the cases they see; a perito's own). */
export function periciaVisivel(user: SessionUser, id: number) {
  return async () => {
    const db = await getDb();
    const [row] = await db.select({ id: pericias.id }).from(pericias).where(and(eq(pericias.id, id), visiblePericias(db, user))).limit(1);
    if (!row) throw new NotFoundError(PERICIA_NAO_ENCONTRADA);
  };
}

/** 404 unless the quesito `id` belongs to a case visible to `user`. */
export function quesitoVisivel(user: SessionUser, id: number) {
  return async () => {
    const db = await getDb();
    const [row] = await db
      .select({ id: quesitos.id })
      .from(quesitos)
      .innerJoin(processos, eq(processos.id, quesitos.processoId))
      .where(and(eq(quesitos.id, id), visibleProcessos(user)))
      .limit(1);
    if (!row) throw new NotFoundError(QUESITO_NAO_ENCONTRADO);
  };
}

/** A record id in a body as clients send it (a number or a string of digits, 1 to int4's largest), else null. */
export function idNoCorpo(corpo: unknown, campo: string): number | null {
  if (!corpo || typeof corpo !== 'object' || Array.isArray(corpo)) return null;
  const v = (corpo as Record<string, unknown>)[campo];
  if (typeof v === 'number') return Number.isInteger(v) ? parsePathId(String(v)) : null;
  return typeof v === 'string' ? parsePathId(v) : null;
}

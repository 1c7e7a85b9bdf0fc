import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { pericias, processos, type Pericia } from '@/lib/db/schema';
import { canInformarPericiado, type Actor, type CaseParties } from '@/lib/domain/access';
import { NotFoundError } from '@/lib/errors';

export const PERICIA_NAO_ENCONTRADA = 'Perícia não encontrada.';

export type PericiaDoCaso = { pericia: Pericia; caso: CaseParties & { id: number } };

/**
 * The perícia `id` with its case, when `user` may inform its periciado (canInformarPericiado); anything else —
 * unknown, not linked to a case, another lawyer's — answers the same 404, so ids cannot be probed. `paraAtualizar`
 * locks the perícia's row (link creation and moves are serialised per perícia).
 */
export async function periciaParaInformar(db: DbOrTx, user: Actor, id: number, paraAtualizar = false): Promise<PericiaDoCaso> {
  const q = db
    .select({ pericia: pericias, ownerId: processos.ownerId, peritoId: processos.peritoId, processoId: processos.id })
    .from(pericias)
    .innerJoin(processos, eq(processos.id, pericias.processoId))
    .where(and(eq(pericias.id, id)))
    .limit(1);
  const [row] = paraAtualizar ? await q.for('update', { of: pericias }) : await q;
  const caso = row && { id: row.processoId, ownerId: row.ownerId, peritoId: row.peritoId };
  if (!row || !caso || !canInformarPericiado(user, caso)) throw new NotFoundError(PERICIA_NAO_ENCONTRADA);
  return { pericia: row.pericia, caso };
}

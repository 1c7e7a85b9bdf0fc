import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { processos } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { prazoRecordableProcessos } from '@/lib/data/politica';
import { canRecordPrazo } from '@/lib/domain/access';
import { NotFoundError } from '@/lib/errors';

/** The columns of a case that say whose deadlines double (issue 34): spread into a select, read as PartesDoCaso. */
export const colunasPartes = {
  ladoCliente: processos.ladoCliente,
  privilegioRequerente: processos.privilegioRequerente,
  privilegioRequerido: processos.privilegioRequerido,
};

/**
 * The case on which `user` records a deadline (its owner advogado or an admin), with what the engine needs to
 * count it; another's case, or one the user may not record on, is 404. `lock` holds the row for the transaction.
 */
export async function casoParaPrazo(tx: DbOrTx, user: Pick<SessionUser, 'id' | 'role'>, processoId: number, lock = false) {
  const query = tx
    .select({
      id: processos.id,
      numero: processos.numeroProcesso,
      ownerId: processos.ownerId,
      peritoId: processos.peritoId,
      tipoJustica: processos.tipoJustica,
      comarca: processos.comarca,
      ...colunasPartes,
      partesRevisar: processos.partesRevisar,
    })
    .from(processos)
    .where(and(eq(processos.id, processoId), prazoRecordableProcessos(user)));
  const [caso] = lock ? await query.for('update') : await query;
  if (!caso || !canRecordPrazo(user, caso)) throw new NotFoundError('Processo não encontrado.');
  return caso;
}

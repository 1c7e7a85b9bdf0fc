import { and, eq } from 'drizzle-orm';
import { type DbOrTx } from '@/lib/db/client';
import { processos, quesitos } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { visibleProcessos } from '@/lib/data/politica';
import { canEditQuesito } from '@/lib/domain/access';
import { quesitosTravadosNoCaso } from '@/lib/data/entregas';
import { MSG_QUESITOS_ENTREGUES } from '@/lib/domain/entregas';
import { ConflictError, ForbiddenError, NotFoundError } from '@/lib/errors';

// ---------------------------------------------------------------------------------------------------
// Editing and removal (issue 14): who may change a quesito, and when

export const QUESITO_NAO_ENCONTRADO = 'Quesito não encontrado.';
export const MSG_QUESITO_PROIBIDO = 'Somente quem escreveu o quesito ou um administrador pode alterá-lo ou removê-lo.';

/**
 * The quesito when its case is visible to the user (else 404), the author or an admin (else 403), and the
 * Fase 2 deliverable (the complementary quesitos) is not published yet (else 409). Runs inside the change's
 * transaction: the Fase 2 entrega row stays locked until it commits.
 */
export async function quesitoAlteravel(db: DbOrTx, user: SessionUser, id: number) {
  const [row] = await db
    .select({ q: quesitos, ownerId: processos.ownerId, peritoId: processos.peritoId })
    .from(quesitos)
    .innerJoin(processos, eq(processos.id, quesitos.processoId))
    .where(and(eq(quesitos.id, id), visibleProcessos(user)))
    .limit(1);
  if (!row) throw new NotFoundError(QUESITO_NAO_ENCONTRADO);
  if (!canEditQuesito(user, row, row.q)) throw new ForbiddenError(MSG_QUESITO_PROIBIDO);
  if (await quesitosTravadosNoCaso(db, row.q.processoId, { travar: true })) throw new ConflictError(MSG_QUESITOS_ENTREGUES);
  return row.q;
}

import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { processos } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { visibleProcessos } from '@/lib/data/politica';
import { quesitosTravadosNoCaso } from '@/lib/data/entregas';
import { NotFoundError } from '@/lib/errors';

/** Whether the case's quesitos are locked by its Fase 2 deliverable; 404 for a case the user does not see. */
export async function quesitosBloqueados(user: SessionUser, processoId: number): Promise<boolean> {
  const db = await getDb();
  const [p] = await db
    .select({ id: processos.id })
    .from(processos)
    .where(and(eq(processos.id, processoId), visibleProcessos(user)))
    .limit(1);
  if (!p) throw new NotFoundError('Processo não encontrado.');
  return quesitosTravadosNoCaso(db, p.id);
}

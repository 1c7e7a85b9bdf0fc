import { and, asc, eq, gte } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { prazosProcesso, processos, type PrazoStatus, type PrazoTipo } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { prazosVisiveis } from '@/lib/data/politica';
import { todayInBrazil } from '@/lib/domain/dates';
import type { IsoDate } from '@/lib/domain/prazos';

/** GET /api/prazos: one open deadline of a case the caller sees. */
export type PrazoAberto = { id: number; id_processo: number; numero: string | null; tipo: PrazoTipo; inicio: IsoDate; fim: IsoDate; status: PrazoStatus };

/** At most this many deadlines per answer (nearest first). */
export const PRAZOS_LIMIT = 500;

/** GET /api/prazos: the caller's open deadlines (not yet past), scoped like the cases, nearest first. */
export async function listarPrazosAbertos(user: Pick<SessionUser, 'id' | 'role'>, now: Date = new Date()): Promise<PrazoAberto[]> {
  const db = await getDb();
  const today = todayInBrazil(now);
  return db
    .select({
      id: prazosProcesso.id,
      id_processo: prazosProcesso.processoId,
      numero: processos.numeroProcesso,
      tipo: prazosProcesso.tipo,
      inicio: prazosProcesso.inicio,
      fim: prazosProcesso.fim,
      status: prazosProcesso.status,
    })
    .from(prazosProcesso)
    .innerJoin(processos, eq(processos.id, prazosProcesso.processoId))
    .where(and(eq(prazosProcesso.status, 'aberto'), gte(prazosProcesso.fim, today), prazosVisiveis(user)))
    .orderBy(asc(prazosProcesso.fim), asc(prazosProcesso.id))
    .limit(PRAZOS_LIMIT);
}

import { and, eq, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { prazosProcesso, processos } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { canUseTrabalho } from '@/lib/domain/access';
import { todayInBrazil } from '@/lib/domain/dates';
import type { TrabalhoFiltro } from '@/lib/validation/trabalho';
import { TRABALHO_LIMIT, etapaEfetiva, loadItems, trabalhoScope, type TrabalhoItem } from './cartoes';

/** Call 8: the caller's expert-dashboard cases, filtered by perito and by status (etapa). */
export async function listarTrabalho(
  user: Pick<SessionUser, 'id' | 'role'>,
  filtro: TrabalhoFiltro = {},
  now: Date = new Date(),
): Promise<{ items: TrabalhoItem[]; total: number }> {
  enforce(canUseTrabalho(user));
  const db = await getDb();
  const conditions: SQL[] = [trabalhoScope(user)];
  if (filtro.perito !== undefined) conditions.push(eq(processos.peritoId, filtro.perito));
  if (filtro.status !== undefined) conditions.push(sql`${etapaEfetiva} = ${filtro.status}`);
  if (filtro.contestacao === 'pendente') {
    // 'Contestações Pendentes': the cases whose art. 477 deadline is open and not past, nearest first.
    conditions.push(sql`exists (select 1 from ${prazosProcesso} pz where pz.processo_id = ${processos.id}
      and pz.tipo = 'art477' and pz.status = 'aberto' and pz.fim >= ${todayInBrazil(now)})`);
    return loadItems(db, and(...conditions)!, TRABALHO_LIMIT, 'contestacao');
  }
  return loadItems(db, and(...conditions)!);
}

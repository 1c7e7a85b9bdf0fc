import { and, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { processos } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { visibleProcessos } from '@/lib/data/politica';

/** Ids of the given cases the user may see (used by tests and other screens). */
export async function visibleIds(user: SessionUser, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db.select({ id: processos.id }).from(processos).where(and(inArray(processos.id, ids), visibleProcessos(user)));
  return rows.map((r) => r.id);
}

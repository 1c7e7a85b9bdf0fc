import { and, asc, gt, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { pericias } from '@/lib/db/schema';
import { visiblePericias } from '@/lib/data/access';
import { registrarAcessos, type Leitura } from '@/lib/data/acessos';
import { toApi, type Actor, type PericiaApi } from './shared';

/** Call 7: every perícia the user may see, or those overlapping [start, end) when a range is given. */
export async function listPericias(user: Actor, range?: { start: Date; end: Date }, leitura?: Leitura): Promise<PericiaApi[]> {
  const db = await getDb();
  const where = [visiblePericias(db, user)];
  if (range) where.push(lt(pericias.dataStart, range.end), gt(pericias.dataEnd, range.start));
  const rows = await db
    .select()
    .from(pericias)
    .where(and(...where))
    .orderBy(asc(pericias.dataStart), asc(pericias.id));
  if (leitura) {
    // One access-log row per case whose perícias were read (one INSERT).
    const casos = [...new Set(rows.flatMap((r) => (r.processoId === null ? [] : [r.processoId])))];
    await registrarAcessos(db, user, leitura, casos.map((processoId) => ({ processoId, objeto: 'pericias' as const })));
  }
  return rows.map(toApi);
}

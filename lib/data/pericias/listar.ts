import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { pericias, periciasPericiado } from '@/lib/db/schema';
import { visiblePericias } from '@/lib/data/politica';
import { registrarAcessos, type Leitura } from '@/lib/data/registro-acessos';
import { toApi, type Actor, type PericiaLida } from './shared';

/** Call 7: every perícia the user may see, or those overlapping [start, end) when a range is given. */
export async function listarPericias(user: Actor, range?: { start: Date; end: Date }, leitura?: Leitura): Promise<PericiaLida[]> {
  const db = await getDb();
  const where = [visiblePericias(db, user)];
  if (range) where.push(lt(pericias.dataStart, range.end), gt(pericias.dataEnd, range.start));
  const lidas = await db
    .select({ pericia: pericias, comparecera: periciasPericiado.comparecera, motivo: periciasPericiado.motivo, respondidoEm: periciasPericiado.respondidoEm })
    .from(pericias)
    .leftJoin(periciasPericiado, eq(periciasPericiado.periciaId, pericias.id))
    .where(and(...where))
    .orderBy(asc(pericias.dataStart), asc(pericias.id));
  const rows = lidas.map((l) => l.pericia);
  if (leitura) {
    // One access-log row per case whose perícias were read (one INSERT).
    const casos = [...new Set(rows.flatMap((r) => (r.processoId === null ? [] : [r.processoId])))];
    await registrarAcessos(db, user, leitura, casos.map((processoId) => ({ processoId, objeto: 'pericias' as const })));
  }
  // Issue 38: the periciado's answer (an added field; SPEC's fields unchanged), null until they answer.
  return lidas.map((l) => ({
    ...toApi(l.pericia),
    periciado:
      l.comparecera !== null && l.respondidoEm
        ? { comparecera: l.comparecera, motivo: l.motivo, respondidoEm: l.respondidoEm.toISOString() }
        : null,
  }));
}

import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { periciadoLinks } from '@/lib/db/schema';

/** The perícia's newest link still usable (not revoked, not expired), or null. */
export async function linkAtivo(db: DbOrTx, periciaId: number, now = new Date()) {
  const [row] = await db
    .select()
    .from(periciadoLinks)
    .where(and(eq(periciadoLinks.periciaId, periciaId), isNull(periciadoLinks.revogadoEm), gt(periciadoLinks.expiraEm, now)))
    .orderBy(desc(periciadoLinks.id))
    .limit(1);
  return row ?? null;
}

export async function linkAtivoSelado(db: DbOrTx, periciaId: number, now = new Date()): Promise<string | null> {
  return (await linkAtivo(db, periciaId, now))?.urlSelada ?? null;
}

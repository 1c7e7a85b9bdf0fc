import { getDb } from '@/lib/db/client';
import { periciasPericiado } from '@/lib/db/schema';
import type { Actor } from '@/lib/domain/access';
import { periciaParaInformar } from '../acesso';

/** PUT /api/pericia/{id}/periciado: the court expert's name, when known (shown on the page). */
export async function salvarPeritoJudicial(user: Actor, periciaId: number, peritoJudicial: string | null): Promise<{ peritoJudicial: string | null }> {
  const db = await getDb();
  await periciaParaInformar(db, user, periciaId);
  await db
    .insert(periciasPericiado)
    .values({ periciaId, peritoJudicial })
    .onConflictDoUpdate({ target: periciasPericiado.periciaId, set: { peritoJudicial, updatedAt: new Date() } });
  return { peritoJudicial };
}

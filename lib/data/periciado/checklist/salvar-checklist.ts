import { getDb } from '@/lib/db/client';
import { periciasPericiado } from '@/lib/db/schema';
import type { Actor } from '@/lib/domain/access';
import { normalizarChecklist } from '@/lib/domain/periciado/checklist';
import { periciaParaInformar } from '../acesso';

/** PUT /api/pericia/{id}/checklist: the list shown on the periciado's page (free text, the suggestions optional). */
export async function salvarChecklist(user: Actor, periciaId: number, itens: string[]): Promise<{ itens: string[] }> {
  const db = await getDb();
  await periciaParaInformar(db, user, periciaId);
  const limpos = normalizarChecklist(itens);
  await db
    .insert(periciasPericiado)
    .values({ periciaId, checklist: limpos })
    .onConflictDoUpdate({ target: periciasPericiado.periciaId, set: { checklist: limpos, updatedAt: new Date() } });
  return { itens: limpos };
}

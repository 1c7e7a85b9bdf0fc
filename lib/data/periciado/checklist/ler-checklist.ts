import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { periciasPericiado } from '@/lib/db/schema';
import type { Actor } from '@/lib/domain/access';
import { periciaParaInformar } from '../acesso';
import { sugestoesChecklist } from './ler-sugestoes';

/** GET /api/pericia/{id}/checklist: the perícia's list and the firm's suggestions. */
export async function lerChecklist(user: Actor, periciaId: number): Promise<{ itens: string[]; sugestoes: string[]; peritoJudicial: string | null }> {
  const db = await getDb();
  await periciaParaInformar(db, user, periciaId);
  const [row] = await db.select().from(periciasPericiado).where(eq(periciasPericiado.periciaId, periciaId));
  return { itens: row?.checklist ?? [], sugestoes: await sugestoesChecklist(), peritoJudicial: row?.peritoJudicial ?? null };
}

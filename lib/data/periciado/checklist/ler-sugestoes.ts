import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { periciadoConfig } from '@/lib/db/schema';
import { CHECKLIST_PADRAO } from '@/lib/domain/periciado/checklist';

/** The firm's suggestions (the default list until an admin edits it). */
export async function sugestoesChecklist(): Promise<string[]> {
  const db = await getDb();
  const [row] = await db.select({ itens: periciadoConfig.checklistSugestoes }).from(periciadoConfig).where(eq(periciadoConfig.id, 1));
  return row ? row.itens : [...CHECKLIST_PADRAO];
}

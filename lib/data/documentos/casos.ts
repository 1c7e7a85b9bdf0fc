import { desc } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { processos } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { documentableProcessos } from '@/lib/data/politica';

/** The cases the caller may attach a link to (for the select on the Fases screen), newest first. */
export async function casosParaDocumento(
  user: Pick<SessionUser, 'id' | 'role'>,
  limit = 200,
): Promise<{ id: number; numero: string | null; requerente: string }[]> {
  const db = await getDb();
  return db
    .select({ id: processos.id, numero: processos.numeroProcesso, requerente: processos.requerente })
    .from(processos)
    .where(documentableProcessos(user))
    .orderBy(desc(processos.createdAt), desc(processos.id))
    .limit(limit);
}

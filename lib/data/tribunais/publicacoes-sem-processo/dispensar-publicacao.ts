import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { publicacoesSemProcesso } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { daPessoa } from './comum';

/** 'Dispensar': the communication leaves the list and the next sync does not bring it back. Another's: 404. */
export async function dispensarPublicacaoSemProcesso(user: Pick<SessionUser, 'id' | 'role'>, id: number, now: Date = new Date()): Promise<{ message: string }> {
  const db = await getDb();
  const row = await daPessoa(db, user, id);
  await db.update(publicacoesSemProcesso).set({ dispensadaEm: now }).where(eq(publicacoesSemProcesso.id, row.id));
  return { message: 'Publicação dispensada.' };
}

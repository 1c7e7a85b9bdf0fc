import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { notificacoes } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';

/** Marks every notification of the caller read. */
export async function marcarTodasNotificacoesLidas(user: Pick<SessionUser, 'id'>): Promise<{ marcadas: number }> {
  const db = await getDb();
  const updated = await db
    .update(notificacoes)
    .set({ lida: true })
    .where(and(eq(notificacoes.userId, user.id), eq(notificacoes.lida, false)))
    .returning({ id: notificacoes.id });
  return { marcadas: updated.length };
}

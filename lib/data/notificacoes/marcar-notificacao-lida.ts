import { and, eq, sql } from 'drizzle-orm';
import { getDb, toNumber } from '@/lib/db/client';
import { notificacoes } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { NotFoundError } from '@/lib/errors';

/** Marks one of the caller's notifications read; another user's (or an unknown) id is 404. */
export async function marcarNotificacaoLida(user: Pick<SessionUser, 'id'>, id: number): Promise<{ naoLidas: number }> {
  const db = await getDb();
  const updated = await db
    .update(notificacoes)
    .set({ lida: true })
    .where(and(eq(notificacoes.id, id), eq(notificacoes.userId, user.id)))
    .returning({ id: notificacoes.id });
  if (updated.length === 0) throw new NotFoundError('Notificação não encontrada.');
  return { naoLidas: await unreadCount(user) };
}

async function unreadCount(user: Pick<SessionUser, 'id'>): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(notificacoes)
    .where(and(eq(notificacoes.userId, user.id), eq(notificacoes.lida, false)));
  return toNumber(row?.n);
}

import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb, toNumber } from '@/lib/db/client';
import { notificacoes } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';

export type NotificacaoItem = {
  id: number;
  processoId: number | null;
  tipo: string;
  mensagem: string;
  lida: boolean;
  createdAt: string;
};

/** The caller's latest notifications (newest first) and how many are unread. */
export async function listarNotificacoes(
  user: Pick<SessionUser, 'id'>,
  opts: { limit?: number } = {},
): Promise<{ notificacoes: NotificacaoItem[]; naoLidas: number }> {
  const db = await getDb();
  const limit = Math.min(Math.max(opts.limit ?? 20, 1), 100);
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: notificacoes.id,
        processoId: notificacoes.processoId,
        tipo: notificacoes.tipo,
        mensagem: notificacoes.mensagem,
        lida: notificacoes.lida,
        createdAt: notificacoes.createdAt,
      })
      .from(notificacoes)
      .where(eq(notificacoes.userId, user.id))
      .orderBy(desc(notificacoes.createdAt), desc(notificacoes.id))
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)` })
      .from(notificacoes)
      .where(and(eq(notificacoes.userId, user.id), eq(notificacoes.lida, false))),
  ]);
  return {
    notificacoes: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    naoLidas: toNumber(count?.n),
  };
}

import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { webhooks } from '@/lib/db/schema';
import { NotFoundError } from '@/lib/errors';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { MSG_WEBHOOK_NAO_ENCONTRADO } from './comum';

/** `DELETE /api/webhooks/{id}`: the endpoint hears nothing more (its pending deliveries are dropped). Audited. */
export async function removerWebhook(user: Pick<SessionUser, 'id'>, id: number, now: Date = new Date()): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(webhooks)
      .set({ removidoEm: now })
      .where(and(eq(webhooks.id, id), eq(webhooks.userId, user.id), isNull(webhooks.removidoEm)))
      .returning({ url: webhooks.url });
    if (!row) throw new NotFoundError(MSG_WEBHOOK_NAO_ENCONTRADO);
    await registrarAlteracoes(tx, 'webhook', id, { webhook: row.url }, { webhook: 'Removido' }, user);
  });
}

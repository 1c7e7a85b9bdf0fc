import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { webhookEntregas, webhooks } from '@/lib/db/schema';
import { ConflictError, NotFoundError } from '@/lib/errors';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { canManageWebhook } from '@/lib/domain/webhooks';
import { MSG_WEBHOOK_NAO_ENCONTRADO } from './comum';

export const MSG_WEBHOOK_NAO_PAUSADO = 'Este webhook não está pausado: as entregas já estão sendo feitas.';

/**
 * `POST /api/webhooks/{id}/reativar` (issue 36 item 3): a paused endpoint delivers again, by its owner or an admin
 * (canManageWebhook; anyone else gets 404, as for an endpoint that does not exist). Its failure streak starts over
 * and the deliveries recorded as 'pausada' go back to the pump, oldest first. Audited.
 */
export async function reativarWebhook(user: Pick<SessionUser, 'id' | 'role'>, id: number): Promise<{ id: number; entregasRetomadas: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [w] = await tx
      .select({ userId: webhooks.userId, pausadoEm: webhooks.pausadoEm })
      .from(webhooks)
      .where(and(eq(webhooks.id, id), isNull(webhooks.removidoEm)))
      .for('update');
    if (!w || !canManageWebhook(user, w.userId)) throw new NotFoundError(MSG_WEBHOOK_NAO_ENCONTRADO);
    if (!w.pausadoEm) throw new ConflictError(MSG_WEBHOOK_NAO_PAUSADO);
    await tx.update(webhooks).set({ pausadoEm: null, pausaMotivo: null, falhandoDesde: null }).where(eq(webhooks.id, id));
    const retomadas = await tx
      .update(webhookEntregas)
      .set({ status: 'pendente', agendadaEm: null, tentandoAte: null, updatedAt: new Date() })
      .where(and(eq(webhookEntregas.webhookId, id), eq(webhookEntregas.status, 'pausada')))
      .returning({ id: webhookEntregas.id });
    await registrarAlteracoes(tx, 'webhook', id, { webhook: 'Pausado' }, { webhook: 'Reativado' }, user);
    return { id, entregasRetomadas: retomadas.length };
  });
}

import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { webhookEntregas, webhookEventos, webhooks } from '@/lib/db/schema';
import { NotFoundError } from '@/lib/errors';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { EVENTO_TESTE } from '@/lib/domain/webhooks';
import { MSG_WEBHOOK_NAO_ENCONTRADO } from './comum';

/** 'Enviar teste': a `webhook.teste` event for this endpoint alone, delivered (signed, retried) as any other. */
export async function enviarTesteWebhook(user: Pick<SessionUser, 'id'>, id: number): Promise<{ entregaId: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [w] = await tx
      .select({ id: webhooks.id, pausadoEm: webhooks.pausadoEm })
      .from(webhooks)
      .where(and(eq(webhooks.id, id), eq(webhooks.userId, user.id), isNull(webhooks.removidoEm)));
    if (!w) throw new NotFoundError(MSG_WEBHOOK_NAO_ENCONTRADO);
    const eventoId = randomUUID();
    await tx.insert(webhookEventos).values({ id: eventoId, evento: EVENTO_TESTE, processoId: null, dados: { mensagem: 'Entrega de teste do webhook.', webhookId: id } });
    // A paused endpoint is not tried: the test waits, as every event does, for 'Reativar'.
    const [e] = await tx
      .insert(webhookEntregas)
      .values({ eventoId, webhookId: id, ...(w.pausadoEm ? { status: 'pausada' as const } : {}) })
      .returning({ id: webhookEntregas.id });
    return { entregaId: e.id };
  });
}

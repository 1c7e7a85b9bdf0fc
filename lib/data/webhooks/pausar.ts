import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { webhookEntregas, webhooks } from '@/lib/db/schema';
import { enviarAvisoAgora, registrarAvisoEmail } from '@/lib/data/avisos-email';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import { motivoPausa } from '@/lib/domain/webhooks';
import { logger } from '@/lib/log';

/**
 * An endpoint failing for a day (WEBHOOKS_PAUSA_HORAS) is paused (issue 36 item 3), in one transaction: the endpoint marked with the
 * reason, its pending deliveries recorded as 'pausada' (no attempt is made; reactivating sends them), the pause
 * audited, and the owner's e-mail written to the outbox (`webhook_pausado`, keyed by the pause: once per pause).
 * Answers false when it was paused already (another attempt got there first) or removed.
 */
export async function pausarWebhook(webhookId: number, ultimoErro: string, agora: Date = new Date()): Promise<boolean> {
  const db = await getDb();
  const chave = `webhook:${webhookId}:${agora.toISOString()}`;
  const pausado = await db.transaction(async (tx) => {
    const [w] = await tx
      .select({ userId: webhooks.userId, falhandoDesde: webhooks.falhandoDesde })
      .from(webhooks)
      .where(and(eq(webhooks.id, webhookId), isNull(webhooks.pausadoEm), isNull(webhooks.removidoEm), isNotNull(webhooks.falhandoDesde)))
      .for('update');
    if (!w?.falhandoDesde) return false;
    const motivo = motivoPausa(w.falhandoDesde, ultimoErro);
    await tx.update(webhooks).set({ pausadoEm: agora, pausaMotivo: motivo }).where(eq(webhooks.id, webhookId));
    await tx
      .update(webhookEntregas)
      .set({ status: 'pausada', agendadaEm: null, tentandoAte: null, updatedAt: agora })
      .where(and(eq(webhookEntregas.webhookId, webhookId), eq(webhookEntregas.status, 'pendente')));
    await registrarAlteracoes(tx, 'webhook', webhookId, { webhook: 'Ativo' }, { webhook: 'Pausado' }, null, null, motivo);
    await registrarAvisoEmail(tx, { tipo: 'webhook_pausado', chave, refs: [webhookId], userIds: [w.userId] });
    return true;
  });
  if (pausado) {
    logger.warn({ webhookId }, 'Webhook pausado após entregas falhando seguidas');
    await enviarAvisoAgora('webhook_pausado', chave);
  }
  return pausado;
}

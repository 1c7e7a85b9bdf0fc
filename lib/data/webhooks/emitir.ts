import { randomUUID } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { processos, users, webhookEntregas, webhookEventos, webhooks } from '@/lib/db/schema';
import { canHearEvento, type WebhookEvento } from '@/lib/domain/webhooks';

/**
 * THE way the data layer tells the outside of a change (issue 24): called inside the transaction of the change,
 * it records the event and one outbox row per endpoint that subscribes to it and whose owner may see the case
 * (canHearEvento, lib/domain/webhooks.ts, on the access policy). So an event exists iff the change committed, and
 * the (event, endpoint) pair is unique: the worker (lib/jobs/registro.ts) delivers each once. A paused endpoint
 * (issue 36 item 3) gets its row as 'pausada'.
 * With no subscriber it costs one query and records nothing.
 * `dados` must hold no health text, CPF or phone: ids, numbers, codes, dates.
 */
export async function emitirEvento(tx: DbOrTx, evento: WebhookEvento, processoId: number, dados: Record<string, unknown> = {}): Promise<void> {
  const candidatos = await tx
    .select({
      webhookId: webhooks.id,
      pausadoEm: webhooks.pausadoEm,
      userId: users.id,
      role: users.role,
      ownerId: processos.ownerId,
      peritoId: processos.peritoId,
      numeroProcesso: processos.numeroProcesso,
    })
    .from(webhooks)
    .innerJoin(users, eq(users.id, webhooks.userId))
    .innerJoin(processos, eq(processos.id, processoId))
    .where(
      and(
        isNull(webhooks.removidoEm),
        eq(users.ativo, true),
        sql`${webhooks.eventos} @> ${JSON.stringify([evento])}::jsonb`,
        or(eq(users.role, 'admin'), eq(users.id, processos.ownerId), eq(users.id, processos.peritoId)),
      ),
    );
  const alvos = candidatos.filter((c) => canHearEvento({ id: c.userId, role: c.role }, evento, { ownerId: c.ownerId, peritoId: c.peritoId }));
  if (alvos.length === 0) return;
  const id = randomUUID();
  await tx.insert(webhookEventos).values({ id, evento, processoId, dados: { processoId, numeroProcesso: alvos[0].numeroProcesso, ...dados } });
  await tx
    .insert(webhookEntregas)
    // A paused endpoint's delivery is recorded as such, not attempted (sent if the endpoint is reactivated).
    .values(alvos.map((a) => ({ eventoId: id, webhookId: a.webhookId, ...(a.pausadoEm ? { status: 'pausada' as const } : {}) })))
    .onConflictDoNothing();
}

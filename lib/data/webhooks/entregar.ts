import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { webhookEntregas, webhookEventos, webhooks } from '@/lib/db/schema';
import { assinaturaWebhook, WEBHOOK_RETENCAO_DIAS, WEBHOOK_TIMEOUT_MS } from '@/lib/domain/webhooks';
import { open } from '@/lib/security/secret-box';
import { EnderecoRecusadoError, postarWebhook } from '@/lib/webhooks/http';
import { contextoSegredo } from './comum';

/** A failed attempt that should be tried again (pg-boss retries the job with backoff). */
export class EntregaFalhouError extends Error {}

export type ResultadoEntrega = 'entregue' | 'falhou' | 'ignorada';

/**
 * One attempt at one outbox row. The row is claimed first (pending, no attempt running), so however many workers
 * hold a job for it, one sends at a time, and a delivered row is never sent again. A 2xx answer delivers it;
 * anything else is recorded and thrown as EntregaFalhouError (retried) unless `ultimaTentativa`, when the row is
 * marked failed. An address refused (SSRF) or an endpoint removed fails at once: retrying cannot help.
 */
export async function entregarWebhook(entregaId: number, opts: { ultimaTentativa: boolean; agora?: Date } = { ultimaTentativa: false }): Promise<ResultadoEntrega> {
  const db = await getDb();
  const agora = opts.agora ?? new Date();
  const [claimed] = await db
    .update(webhookEntregas)
    .set({ tentandoAte: new Date(agora.getTime() + 2 * WEBHOOK_TIMEOUT_MS), tentativas: sql`${webhookEntregas.tentativas} + 1`, updatedAt: agora })
    .where(and(eq(webhookEntregas.id, entregaId), eq(webhookEntregas.status, 'pendente'), or(isNull(webhookEntregas.tentandoAte), lt(webhookEntregas.tentandoAte, agora))))
    .returning({ eventoId: webhookEntregas.eventoId, webhookId: webhookEntregas.webhookId });
  if (!claimed) return 'ignorada';
  const [row] = await db
    .select({ e: webhookEventos, w: webhooks })
    .from(webhookEventos)
    .innerJoin(webhooks, eq(webhooks.id, claimed.webhookId))
    .where(eq(webhookEventos.id, claimed.eventoId));

  const registrar = (set: Partial<typeof webhookEntregas.$inferInsert>) =>
    db.update(webhookEntregas).set({ ...set, tentandoAte: null, updatedAt: new Date() }).where(eq(webhookEntregas.id, entregaId));

  if (!row || row.w.removidoEm) {
    await registrar({ status: 'falhou', ultimoErro: 'Webhook removido.' });
    return 'falhou';
  }
  const body = JSON.stringify({ id: row.e.id, evento: row.e.evento, criadoEm: row.e.createdAt.toISOString(), dados: row.e.dados });
  const t = Math.floor(Date.now() / 1000);
  let erro: string;
  let statusHttp: number | null = null;
  let definitivo = false;
  try {
    const segredo = open(row.w.segredoEnc, contextoSegredo(row.w));
    const res = await postarWebhook(row.w.url, body, {
      'User-Agent': 'PericiaMedicaJudicial-Webhooks/1.0',
      'X-Pericia-Evento': row.e.evento,
      'X-Pericia-Entrega': String(entregaId),
      'X-Pericia-Assinatura': assinaturaWebhook(segredo, body, t),
    });
    statusHttp = res.status;
    if (res.status >= 200 && res.status < 300) {
      await registrar({ status: 'entregue', entregueEm: new Date(), ultimoStatusHttp: res.status, ultimoErro: null });
      return 'entregue';
    }
    erro = `O servidor respondeu HTTP ${res.status}.`;
  } catch (err) {
    definitivo = err instanceof EnderecoRecusadoError;
    erro = err instanceof EnderecoRecusadoError ? err.motivo : `Falha de conexão: ${String((err as Error)?.message ?? err).slice(0, 200)}`;
  }
  const final = definitivo || opts.ultimaTentativa;
  await registrar({ status: final ? 'falhou' : 'pendente', ultimoStatusHttp: statusHttp, ultimoErro: erro });
  if (final) return 'falhou';
  throw new EntregaFalhouError(erro);
}

/**
 * The pump: claims up to `limite` outbox rows that have no job yet (SKIP LOCKED: two instances never claim the
 * same row) and answers their ids, for the worker to create one pg-boss job each.
 */
export async function reservarEntregasPendentes(limite = 500): Promise<number[]> {
  const db = await getDb();
  const rows = await db.execute<{ id: number }>(sql`
    update webhook_entregas set agendada_em = now()
    where id in (
      select id from webhook_entregas where agendada_em is null and status = 'pendente'
      order by id limit ${limite} for update skip locked
    )
    returning id`);
  return (Array.isArray(rows) ? rows : (rows as { rows: { id: number }[] }).rows).map((r) => Number(r.id));
}

/** Gives claimed rows back to the pump (their jobs could not be created). */
export async function liberarEntregas(ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const db = await getDb();
  await db
    .update(webhookEntregas)
    .set({ agendadaEm: null })
    .where(and(inArray(webhookEntregas.id, ids), eq(webhookEntregas.status, 'pendente')));
}

/**
 * Hourly upkeep: events (and their delivery log) older than 30 days are deleted; a pending row whose job was lost
 * (claimed over 3 hours ago, beyond the whole retry span, nothing running) goes back to the pump.
 */
export async function manterWebhooks(agora: Date = new Date()): Promise<{ apagados: number; reagendados: number }> {
  const db = await getDb();
  const limite = new Date(agora.getTime() - WEBHOOK_RETENCAO_DIAS * 24 * 3600_000);
  const apagados = await db.delete(webhookEventos).where(lt(webhookEventos.createdAt, limite)).returning({ id: webhookEventos.id });
  const perdidos = new Date(agora.getTime() - 3 * 3600_000);
  const reagendados = await db
    .update(webhookEntregas)
    .set({ agendadaEm: null })
    .where(and(eq(webhookEntregas.status, 'pendente'), lt(webhookEntregas.agendadaEm, perdidos), or(isNull(webhookEntregas.tentandoAte), lt(webhookEntregas.tentandoAte, agora))))
    .returning({ id: webhookEntregas.id });
  return { apagados: apagados.length, reagendados: reagendados.length };
}

import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { webhookEntregas, webhookEventos, webhooks } from '@/lib/db/schema';
import { assinaturaWebhook, deveSerPausado, WEBHOOK_RETENCAO_DIAS, WEBHOOK_TIMEOUT_MS, WEBHOOK_VAGAS_FALHANDO } from '@/lib/domain/webhooks';
import { env } from '@/lib/env';
import { open } from '@/lib/security/secret-box';
import { EnderecoRecusadoError, postarWebhook } from '@/lib/webhooks/http';
import { contextoSegredo } from './comum';
import { pausarWebhook } from './pausar';

/** A failed attempt that should be tried again (pg-boss retries the job with backoff). */
export class EntregaFalhouError extends Error {}

export type ResultadoEntrega = 'entregue' | 'falhou' | 'ignorada' | 'pausada';

/**
 * One attempt at one outbox row. The row is claimed first (pending, no attempt running), so however many workers
 * hold a job for it, one sends at a time, and a delivered row is never sent again. A 2xx answer delivers it;
 * anything else is recorded and thrown as EntregaFalhouError (retried) unless `ultimaTentativa`, when the row is
 * marked failed. An address refused (SSRF) or an endpoint removed fails at once: retrying cannot help.
 * The endpoint's health (issue 36 item 3): a delivery ends its failure streak; a failure starts one
 * (`falhandoDesde`), and a failure a day or more into the streak pauses the endpoint (pausarWebhook: its pending
 * rows 'pausada', its owner told by e-mail), answering 'pausada'.
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
      await db
        .update(webhooks)
        .set({ falhandoDesde: null })
        .where(and(eq(webhooks.id, row.w.id), isNotNull(webhooks.falhandoDesde)));
      return 'entregue';
    }
    erro = `O servidor respondeu HTTP ${res.status}.`;
  } catch (err) {
    definitivo = err instanceof EnderecoRecusadoError;
    erro = err instanceof EnderecoRecusadoError ? err.motivo : `Falha de conexão: ${String((err as Error)?.message ?? err).slice(0, 200)}`;
  }
  const final = definitivo || opts.ultimaTentativa;
  await registrar({ status: final ? 'falhou' : 'pendente', ultimoStatusHttp: statusHttp, ultimoErro: erro });
  const [saude] = await db
    .update(webhooks)
    .set({ falhandoDesde: sql`coalesce(${webhooks.falhandoDesde}, ${agora})` })
    .where(eq(webhooks.id, row.w.id))
    .returning({ falhandoDesde: webhooks.falhandoDesde });
  if (deveSerPausado(saude?.falhandoDesde ?? null, agora, env().WEBHOOKS_PAUSA_HORAS * 3600_000) && (await pausarWebhook(row.w.id, erro, agora))) return 'pausada';
  if (final) return 'falhou';
  throw new EntregaFalhouError(erro);
}

/**
 * The pump: claims up to `limite` outbox rows that have no job yet (SKIP LOCKED: two instances never claim the
 * same row) and answers their ids, for the worker to create one pg-boss job each. Per endpoint one row at a time
 * (issue 36 item 3): the oldest pending row of an endpoint with none in flight (a job made and not yet delivered
 * or given up, its retries included), so a receiver that hangs holds one worker slot at most and its events arrive
 * in order; a paused endpoint's rows are never claimed. Endpoints already failing (`falhando_desde`) share at most
 * `vagasFalhando` attempts at once across instances (a soft bound: retries already queued are not held back),
 * leaving the other slots to endpoints that answer.
 */
export async function reservarEntregasPendentes(limite = 500, vagasFalhando = WEBHOOK_VAGAS_FALHANDO): Promise<number[]> {
  const db = await getDb();
  const linhas = <T>(r: unknown) => (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
  const [{ n }] = linhas<{ n: number }>(
    await db.execute(sql`
      select count(*)::int as n from webhook_entregas e join webhooks w on w.id = e.webhook_id
      where e.status = 'pendente' and e.agendada_em is not null and w.falhando_desde is not null
        and (e.tentativas = 0 or e.tentando_ate > now())`),
  );
  const reservar = async (falhando: boolean, max: number) => {
    if (max <= 0) return [];
    const rows = await db.execute(sql`
      update webhook_entregas set agendada_em = now()
      where id in (
        select e.id from webhook_entregas e join webhooks w on w.id = e.webhook_id
        where e.agendada_em is null and e.status = 'pendente' and w.pausado_em is null
          and ${falhando ? sql`w.falhando_desde is not null` : sql`w.falhando_desde is null`}
          and not exists (select 1 from webhook_entregas o where o.webhook_id = e.webhook_id and o.status = 'pendente' and o.agendada_em is not null)
          and e.id = (select min(m.id) from webhook_entregas m where m.webhook_id = e.webhook_id and m.status = 'pendente' and m.agendada_em is null)
        order by e.id limit ${max} for update of e skip locked
      )
      returning id`);
    return linhas<{ id: number }>(rows).map((r) => Number(r.id));
  };
  const saudaveis = await reservar(false, limite);
  const falhando = await reservar(true, Math.min(limite - saudaveis.length, vagasFalhando - Number(n)));
  return [...saudaveis, ...falhando].sort((a, b) => a - b);
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

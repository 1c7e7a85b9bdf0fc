import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getDb, toNumber } from '@/lib/db/client';
import { webhookEntregas, webhookEventos, webhooks, type WebhookEntregaStatus } from '@/lib/db/schema';
import { ConflictError, NotFoundError } from '@/lib/errors';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { EVENTO_TESTE, gerarSegredoWebhook, MAX_WEBHOOKS_POR_USUARIO } from '@/lib/domain/webhooks';
import { seal } from '@/lib/security/secret-box';
import { validarUrlWebhook } from '@/lib/webhooks/http';
import type { CriarWebhook } from '@/lib/validation/webhooks';

export const MSG_WEBHOOK_NAO_ENCONTRADO = 'Webhook não encontrado.';
/** How many of the last deliveries each endpoint lists. */
const ULTIMAS_ENTREGAS = 10;

/** The sealing context of an endpoint's secret: a sealed value copied to another row does not open. */
export const contextoSegredo = (w: { userId: number; url: string }) => `webhook:${w.userId}:${w.url}`;

export type WebhookEntregaItem = {
  id: number;
  evento: string;
  status: WebhookEntregaStatus;
  tentativas: number;
  ultimoStatusHttp: number | null;
  ultimoErro: string | null;
  criadoEm: string;
  entregueEm: string | null;
};
export type WebhookItem = { id: number; url: string; eventos: string[]; criadoEm: string; entregas: WebhookEntregaItem[] };

/** `POST /api/webhooks`: a new endpoint of the caller; the signing secret is answered this once. Audited. */
export async function criarWebhook(user: SessionUser, input: CriarWebhook): Promise<{ id: number; url: string; eventos: string[]; segredo: string }> {
  await validarUrlWebhook(input.url);
  const segredo = gerarSegredoWebhook();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [{ n }] = await tx
      .select({ n: count() })
      .from(webhooks)
      .where(and(eq(webhooks.userId, user.id), isNull(webhooks.removidoEm)));
    if (toNumber(n) >= MAX_WEBHOOKS_POR_USUARIO) throw new ConflictError(`Você já tem ${MAX_WEBHOOKS_POR_USUARIO} webhooks. Remova um antes de criar outro.`);
    const [row] = await tx
      .insert(webhooks)
      .values({ userId: user.id, url: input.url, eventos: input.eventos, segredoEnc: seal(segredo, contextoSegredo({ userId: user.id, url: input.url })) })
      .returning({ id: webhooks.id });
    await registrarAlteracoes(tx, 'webhook', row.id, { webhook: null }, { webhook: input.url }, user);
    return { id: row.id, url: input.url, eventos: input.eventos, segredo };
  });
}

/** `GET /api/webhooks`: the caller's endpoints with their last deliveries (never the secret). */
export async function listarWebhooks(user: Pick<SessionUser, 'id'>): Promise<WebhookItem[]> {
  const db = await getDb();
  const ws = await db
    .select({ id: webhooks.id, url: webhooks.url, eventos: webhooks.eventos, createdAt: webhooks.createdAt })
    .from(webhooks)
    .where(and(eq(webhooks.userId, user.id), isNull(webhooks.removidoEm)))
    .orderBy(desc(webhooks.id));
  if (ws.length === 0) return [];
  const ranked = db
    .select({
      id: webhookEntregas.id,
      webhookId: webhookEntregas.webhookId,
      evento: webhookEventos.evento,
      status: webhookEntregas.status,
      tentativas: webhookEntregas.tentativas,
      ultimoStatusHttp: webhookEntregas.ultimoStatusHttp,
      ultimoErro: webhookEntregas.ultimoErro,
      createdAt: webhookEntregas.createdAt,
      entregueEm: webhookEntregas.entregueEm,
      n: sql<number>`row_number() over (partition by ${webhookEntregas.webhookId} order by ${webhookEntregas.id} desc)`.as('n'),
    })
    .from(webhookEntregas)
    .innerJoin(webhookEventos, eq(webhookEventos.id, webhookEntregas.eventoId))
    .where(inArray(webhookEntregas.webhookId, ws.map((w) => w.id)))
    .as('ranked');
  const entregas = await db.select().from(ranked).where(sql`${ranked.n} <= ${ULTIMAS_ENTREGAS}`).orderBy(desc(ranked.id));
  return ws.map((w) => ({
    id: w.id,
    url: w.url,
    eventos: w.eventos,
    criadoEm: w.createdAt.toISOString(),
    entregas: entregas
      .filter((e) => e.webhookId === w.id)
      .map((e) => ({
        id: e.id,
        evento: e.evento,
        status: e.status,
        tentativas: e.tentativas,
        ultimoStatusHttp: e.ultimoStatusHttp,
        ultimoErro: e.ultimoErro,
        criadoEm: new Date(e.createdAt).toISOString(),
        entregueEm: e.entregueEm ? new Date(e.entregueEm).toISOString() : null,
      })),
  }));
}

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

/** 'Enviar teste': a `webhook.teste` event for this endpoint alone, delivered (signed, retried) as any other. */
export async function enviarTesteWebhook(user: Pick<SessionUser, 'id'>, id: number): Promise<{ entregaId: number }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [w] = await tx
      .select({ id: webhooks.id })
      .from(webhooks)
      .where(and(eq(webhooks.id, id), eq(webhooks.userId, user.id), isNull(webhooks.removidoEm)));
    if (!w) throw new NotFoundError(MSG_WEBHOOK_NAO_ENCONTRADO);
    const eventoId = randomUUID();
    await tx.insert(webhookEventos).values({ id: eventoId, evento: EVENTO_TESTE, processoId: null, dados: { mensagem: 'Entrega de teste do webhook.', webhookId: id } });
    const [e] = await tx.insert(webhookEntregas).values({ eventoId, webhookId: id }).returning({ id: webhookEntregas.id });
    return { entregaId: e.id };
  });
}

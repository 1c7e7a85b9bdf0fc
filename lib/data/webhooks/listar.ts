import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { webhookEntregas, webhookEventos, webhooks } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { ULTIMAS_ENTREGAS, type WebhookItem } from './comum';

/** `GET /api/webhooks`: the caller's endpoints with their last deliveries (never the secret). */
export async function listarWebhooks(user: Pick<SessionUser, 'id'>): Promise<WebhookItem[]> {
  const db = await getDb();
  const ws = await db
    .select({
      id: webhooks.id,
      url: webhooks.url,
      eventos: webhooks.eventos,
      createdAt: webhooks.createdAt,
      falhandoDesde: webhooks.falhandoDesde,
      pausadoEm: webhooks.pausadoEm,
      pausaMotivo: webhooks.pausaMotivo,
    })
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
    falhandoDesde: w.falhandoDesde?.toISOString() ?? null,
    pausadoEm: w.pausadoEm?.toISOString() ?? null,
    pausaMotivo: w.pausaMotivo,
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

import type { WebhookEntregaStatus } from '@/lib/db/schema';

export const MSG_WEBHOOK_NAO_ENCONTRADO = 'Webhook não encontrado.';
/** How many of the last deliveries each endpoint lists. */
export const ULTIMAS_ENTREGAS = 10;

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
/**
 * `pausadoEm`/`pausaMotivo`: set while the endpoint is paused after a day of failures (issue 36 item 3);
 * `falhandoDesde`: the first failure since the last delivery (null while it delivers).
 */
export type WebhookItem = {
  id: number;
  url: string;
  eventos: string[];
  criadoEm: string;
  falhandoDesde: string | null;
  pausadoEm: string | null;
  pausaMotivo: string | null;
  entregas: WebhookEntregaItem[];
};

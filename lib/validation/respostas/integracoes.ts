import { z } from 'zod';
import { WEBHOOK_EVENTOS } from '@/lib/domain/webhooks-eventos';
import { dataIso } from './comum';

/** Answers of the personal API tokens and webhooks (lib/data/tokens-api, lib/data/webhooks). Never a secret but at creation. */

const expiraEm = dataIso('Fim da validade; null: não expira.').nullable();

/** GET /api/auth/tokens, one item (`TokenApiItem`): never the token itself nor its hash. */
export const tokenApiItemSchema = z.looseObject({
  id: z.int(),
  nome: z.string().meta({ example: 'Integração do escritório' }),
  prefixo: z.string().meta({ description: 'Início do token, para reconhecê-lo.', example: 'pmj_a1b2c3' }),
  criadoEm: dataIso('Criado em.'),
  expiraEm,
  ultimoUsoEm: dataIso('Último uso; null: nunca usado.').nullable(),
});
export const tokensApiListaSchema = z.looseObject({ items: z.array(tokenApiItemSchema) });

/** POST /api/auth/tokens: the token in clear, this once. */
export const tokenApiCriadoSchema = z.looseObject({
  id: z.int(),
  nome: z.string(),
  token: z.string().meta({ description: 'O token: mostrado só agora. Envie como `Authorization: Bearer <token>`.', example: 'pmj_…' }),
  expiraEm,
  message: z.string(),
});

const evento = z.string().meta({ description: `Um de: ${WEBHOOK_EVENTOS.join(', ')} (ou webhook.teste nas entregas de teste).` });

/** GET /api/webhooks, one delivery (`WebhookEntregaItem`). */
export const webhookEntregaSchema = z.looseObject({
  id: z.int(),
  evento,
  status: z.string().meta({ description: 'Situação da entrega: pendente, entregue, falhou ou pausada (o webhook está pausado: não foi tentada; é enviada ao reativar).' }),
  tentativas: z.int(),
  ultimoStatusHttp: z.int().nullable(),
  ultimoErro: z.string().nullable(),
  criadoEm: dataIso('Criada em.'),
  entregueEm: dataIso('Entregue em; null: ainda não.').nullable(),
});

/** GET /api/webhooks, one endpoint (`WebhookItem`): never the signing secret. */
export const webhookItemSchema = z.looseObject({
  id: z.int(),
  url: z.string().meta({ example: 'https://exemplo.com.br/webhooks/pericia' }),
  eventos: z.array(evento),
  criadoEm: dataIso('Criado em.'),
  falhandoDesde: dataIso('Primeira falha desde a última entrega bem-sucedida; null: entregando normalmente.').nullable(),
  pausadoEm: dataIso('Pausado (após um dia de falhas) em; null: ativo. Reative com POST /api/webhooks/{id}/reativar.').nullable(),
  pausaMotivo: z.string().nullable().meta({ description: 'Por que foi pausado (desde quando falha e o último erro); null: ativo.' }),
  entregas: z.array(webhookEntregaSchema).meta({ description: 'As últimas entregas (até 10), a mais nova primeiro.' }),
});
export const webhooksListaSchema = z.looseObject({ items: z.array(webhookItemSchema) });

/** POST /api/webhooks: the signing secret in clear, this once. */
export const webhookCriadoSchema = z.looseObject({
  id: z.int(),
  url: z.string(),
  eventos: z.array(evento),
  segredo: z.string().meta({ description: 'Segredo que assina as entregas: mostrado só agora.' }),
  message: z.string(),
});

/** POST /api/webhooks/{id}/teste. */
export const webhookTesteSchema = z.looseObject({ entregaId: z.int(), message: z.string() });

/** POST /api/webhooks/{id}/reativar (issue 36 item 3). */
export const webhookReativadoSchema = z.looseObject({
  id: z.int(),
  entregasRetomadas: z.int().meta({ description: 'Entregas que estavam pausadas e voltaram para a fila.' }),
  message: z.string(),
});

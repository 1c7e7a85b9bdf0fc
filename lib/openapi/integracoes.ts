import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { criarTokenApiSchema } from '@/lib/validation/tokens-api';
import { criarWebhookSchema } from '@/lib/validation/webhooks';
import {
  tokenApiCriadoSchema,
  tokensApiListaSchema,
  webhookCriadoSchema,
  webhooksListaSchema,
  webhookReativadoSchema,
  webhookTesteSchema,
} from '@/lib/validation/respostas/integracoes';
import { op } from './operacao';

/** Integrations of the caller's own systems: personal API tokens and webhooks (lib/data/tokens-api, lib/data/webhooks). */
export const integracoesPaths: ZodOpenApiPathsObject = {
  '/api/auth/tokens': {
    get: op({
      tag: 'tokens',
      summary: 'Meus tokens de API',
      description: 'Os tokens ativos (não revogados nem expirados), o mais novo primeiro. O token em si nunca é mostrado de novo: só o prefixo.',
      ok: { description: 'Os tokens.', schema: tokensApiListaSchema },
    }),
    post: op({
      tag: 'tokens',
      summary: 'Criar token de API',
      description:
        'O token aparece só nesta resposta: guarde-o. `expiraEm` é opcional: uma data (o token vale até o fim desse dia, horário de Brasília) ou data e hora ISO 8601, no futuro e em até 2 anos; sem ela, não expira. Somente com login (senha): um token de API não cria outros (403). Há um limite de tokens ativos por conta (409).',
      body: { schema: criarTokenApiSchema, example: { nome: 'Integração do escritório', expiraEm: '2027-06-30' } },
      ok: { status: 201, description: 'Token criado (mostrado só agora).', schema: tokenApiCriadoSchema },
      erros: [403, 409],
    }),
  },
  '/api/auth/tokens/{id}': {
    delete: op({ tag: 'tokens', summary: 'Revogar token de API', description: 'O token deixa de funcionar na hora.', path: ['id'], ok: { status: 204, description: 'Revogado (sem corpo).' } }),
  },
  '/api/webhooks': {
    get: op({
      tag: 'webhooks',
      summary: 'Meus webhooks',
      description: 'Os endereços cadastrados, cada um com as suas últimas entregas. O segredo de assinatura nunca é mostrado de novo.',
      ok: { description: 'Os webhooks.', schema: webhooksListaSchema },
    }),
    post: op({
      tag: 'webhooks',
      summary: 'Cadastrar webhook',
      description:
        'O endereço (HTTPS, público) recebe por POST os eventos escolhidos, assinados com o segredo devolvido só nesta resposta. Endereço recusado é 400; há um limite de webhooks por conta (409).',
      body: { schema: criarWebhookSchema, example: { url: 'https://exemplo.com.br/webhooks/pericia', eventos: ['processo.situacao', 'prazo.aberto'] } },
      ok: { status: 201, description: 'Webhook criado (segredo mostrado só agora).', schema: webhookCriadoSchema },
      erros: [409],
    }),
  },
  '/api/webhooks/{id}': {
    delete: op({ tag: 'webhooks', summary: 'Remover webhook', description: 'O endereço não recebe mais nada; entregas pendentes são descartadas.', path: ['id'], ok: { status: 204, description: 'Removido (sem corpo).' } }),
  },
  '/api/webhooks/{id}/teste': {
    post: op({
      tag: 'webhooks',
      summary: 'Enviar entrega de teste',
      description: 'Põe na fila um evento `webhook.teste` assinado para este endereço; o resultado aparece nas últimas entregas de GET /api/webhooks.',
      path: ['id'],
      ok: { status: 202, description: 'Entrega de teste na fila.', schema: webhookTesteSchema },
    }),
  },
  '/api/webhooks/{id}/reativar': {
    post: op({
      tag: 'webhooks',
      summary: 'Reativar webhook pausado',
      description:
        'Um webhook cujas entregas falham por um dia inteiro é pausado (nenhuma entrega é tentada; o dono recebe um e-mail). Reativar volta a entregar, a começar pelas entregas que ficaram pausadas (as mais antigas primeiro). Só o dono do webhook ou um administrador; para qualquer outro, 404. Webhook que não está pausado: 409.',
      path: ['id'],
      ok: { description: 'Reativado.', schema: webhookReativadoSchema },
      erros: [409],
    }),
  },
};

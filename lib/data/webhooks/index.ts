export { emitirEvento } from './emitir';
export { criarWebhook, enviarTesteWebhook, listarWebhooks, removerWebhook, MSG_WEBHOOK_NAO_ENCONTRADO, type WebhookItem, type WebhookEntregaItem } from './gerenciar';
export { entregarWebhook, EntregaFalhouError, liberarEntregas, manterWebhooks, reservarEntregasPendentes } from './entregar';

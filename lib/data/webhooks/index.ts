export { emitirEvento } from './emitir';
export { MSG_WEBHOOK_NAO_ENCONTRADO, type WebhookItem, type WebhookEntregaItem } from './comum';
export { criarWebhook } from './criar';
export { listarWebhooks } from './listar';
export { removerWebhook } from './remover';
export { enviarTesteWebhook } from './enviar-teste';
export { entregarWebhook, EntregaFalhouError, type ResultadoEntrega, liberarEntregas, manterWebhooks, reservarEntregasPendentes } from './entregar';
export { pausarWebhook } from './pausar';
export { reativarWebhook } from './reativar';

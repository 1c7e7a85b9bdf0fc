// Payments of cases (Mercado Pago Checkout Pro, manual confirmation) and the provider's notifications.
// Packages of créditos live in lib/data/creditos; the provider itself in lib/payments.
export type { Actor } from './actor';
export type { PagamentoApi } from './api';
export { criarCheckout } from './criar-checkout';
export { PROCESSO_JA_PAGO } from './processo-pagavel';
export { listarPagamentosDoProcesso } from './listar-do-processo';
export { listarTodosPagamentos, type PagamentoAdminItem } from './listar-todos';
export { registrarPagamentoManual } from './registrar-manual';
export { pagamentoDoRetorno } from './retorno';
export { verificarAssinatura, WEBHOOK_TOLERANCIA_SEGUNDOS, type WebhookInput } from './verificar-assinatura';
export { processarWebhook, type WebhookResultado } from './webhook';
export { exigirPagamentoOnline, pagamentoOffline, PAGAMENTO_ONLINE_DESLIGADO, type PagamentoOffline } from './offline';

// The webhook vocabulary, safe for the browser (the Webhooks panel): events, their labels, the URL message.

/** The events an office's system may hear of (DESIGN §11). 'webhook.teste' is only sent by 'Enviar teste'. */
export const WEBHOOK_EVENTOS = ['processo.situacao', 'entrega.publicada', 'prazo.aberto', 'pagamento.aprovado'] as const;
export type WebhookEvento = (typeof WEBHOOK_EVENTOS)[number];
export const EVENTO_TESTE = 'webhook.teste';

export const WEBHOOK_EVENTO_LABELS: Record<WebhookEvento, string> = {
  'processo.situacao': 'Situação do processo alterada',
  'entrega.publicada': 'Entrega publicada',
  'prazo.aberto': 'Prazo aberto',
  'pagamento.aprovado': 'Pagamento aprovado',
};

export const MSG_WEBHOOK_URL = 'Informe uma URL https válida (até 2.000 caracteres, sem usuário e senha).';

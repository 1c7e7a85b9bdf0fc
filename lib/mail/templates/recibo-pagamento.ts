import { renderMail, link, strong, type RenderedMail } from './layout';

/** The receipt of a case's payment approved by Mercado Pago. */
export function reciboPagamentoMail(m: { nome: string; caso: string; valor: string; provedorId: string | null; link: string }): RenderedMail {
  return renderMail(`Recibo de pagamento: ${m.caso}`, [
    `Olá, ${m.nome}.`,
    ['Recebemos o pagamento de ', strong(m.valor), ` referente ao ${m.caso}.`],
    m.provedorId ? `Identificação no Mercado Pago: ${m.provedorId}.` : 'Pagamento recebido fora do Mercado Pago e confirmado pela nossa equipe.',
    'O processo está agora em análise pela nossa equipe.',
    link('Acompanhar o processo', m.link),
  ]);
}

import { renderMail, type RenderedMail } from './layout';

/** Sent to every admin when a second provider payment is approved for a checkout already paid. */
export function pagamentoDuplicadoMail(m: { referencia: string; provedorId: string; valor: string; link: string }): RenderedMail {
  return renderMail('Pagamento em duplicidade para reembolsar — Perícia Médica Judicial', [
    `O Mercado Pago aprovou um segundo pagamento (${m.provedorId}, ${m.valor}) para a cobrança ${m.referencia}, que já estava paga.`,
    'Ele foi registrado, mas não foi aplicado de novo. Reembolse-o no painel do Mercado Pago; a sinalização some quando o reembolso chegar.',
    { button: 'Ver pagamentos sinalizados', href: m.link },
  ]);
}

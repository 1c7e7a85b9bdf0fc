import { renderMail, strong, type RenderedMail } from './layout';

/**
 * To the owner advogado and the admins (issue 28 item 3): a service cannot be delivered 2 dias úteis before the
 * end of the deadline it feeds. Sent once per case and deadline.
 */
export function entregaAposPrazoMail(m: {
  nome: string;
  /** The case as notifications name it (nomeDoProcesso). */
  processo: string;
  /** One line per service at risk (textoAlertaEntrega). */
  alertas: string[];
  link: string;
}): RenderedMail {
  return renderMail(`Atenção: entrega fora da antecedência do prazo – ${m.processo}`, [
    `Olá, ${m.nome}.`,
    [strong(m.processo), ': um serviço não pode ser entregue com 2 dias úteis de antecedência do fim do prazo processual em que será usado.'],
    ...m.alertas,
    'Confira o prazo e combine a entrega com a equipe. Se o prazo já foi cumprido, marque-o como cumprido no processo.',
    { button: 'Abrir o processo', href: m.link },
  ]);
}

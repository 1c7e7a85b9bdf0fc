import { renderMail, type RenderedMail } from './layout';

/** Sent to the new address of an e-mail change (Meus dados): the link makes it the account's. */
export function confirmarNovoEmailMail(m: { nome: string; link: string }): RenderedMail {
  return renderMail('Confirme o seu novo e-mail — Perícia Médica Judicial', [
    `Olá, ${m.nome}.`,
    'Para usar este endereço na sua conta do Perícia Médica Judicial, abra o link abaixo (válido por 24 horas):',
    { button: 'Confirmar novo e-mail', href: m.link },
    'Se você não pediu esta troca, ignore este e-mail.',
  ]);
}

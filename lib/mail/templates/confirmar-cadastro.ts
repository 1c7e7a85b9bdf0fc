import { renderMail, type RenderedMail } from './layout';

/** Sent to a new account (issue 34 item 7): the link confirms that the e-mail is the person's. */
export function confirmarCadastroMail(m: { nome: string; link: string }): RenderedMail {
  return renderMail('Confirme o seu e-mail — Perícia Médica Judicial', [
    `Olá, ${m.nome}.`,
    'Sua conta no Perícia Médica Judicial foi criada. Para confirmar que este e-mail é seu, abra o link abaixo (válido por 7 dias):',
    { button: 'Confirmar e-mail', href: m.link },
    'Você já pode usar o sistema enquanto isso. Se você não criou esta conta, ignore este e-mail.',
  ]);
}

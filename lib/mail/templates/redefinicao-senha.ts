import { ASSINATURA, renderMail, type RenderedMail } from './layout';

/** The one-time link to choose a new password ('Esqueci minha senha'). */
export function redefinicaoSenhaMail(m: { nome: string; link: string }): RenderedMail {
  return renderMail('Redefinição de senha — Perícia Médica Judicial', [
    `Olá, ${m.nome}.`,
    'Recebemos um pedido para redefinir a senha da sua conta no Perícia Médica Judicial.',
    'Para criar uma nova senha, abra o link abaixo (válido por 1 hora e por um único uso):',
    { button: 'Redefinir senha', href: m.link },
    'Se você não fez este pedido, ignore este e-mail: a sua senha continua a mesma.',
    ASSINATURA,
  ]);
}

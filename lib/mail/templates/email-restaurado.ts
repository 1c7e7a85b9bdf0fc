import { renderMail, type RenderedMail } from './layout';

/** Sent to the restored address after an e-mail change was undone: every session ended, reset the password. */
export function emailRestauradoMail(m: { nome: string; recuperar: string }): RenderedMail {
  return renderMail('O e-mail da sua conta foi restaurado — Perícia Médica Judicial', [
    `Olá, ${m.nome}.`,
    'A troca de e-mail foi desfeita: a sua conta voltou a usar este endereço e todas as sessões foram encerradas.',
    'Por segurança, defina uma nova senha agora:',
    { button: 'Redefinir a senha', href: m.recuperar },
  ]);
}

import { ASSINATURA, link, renderMail, type RenderedMail } from './layout';

/** After a password was set through a link: every session ended; what to do if it was not the owner. */
export function senhaAlteradaMail(m: { nome: string; quando: string; login: string; recuperar: string; suporte: string }): RenderedMail {
  return renderMail('Sua senha foi alterada — Perícia Médica Judicial', [
    `Olá, ${m.nome}.`,
    `A senha da sua conta no Perícia Médica Judicial foi alterada em ${m.quando}.`,
    ['Por segurança, todas as sessões abertas foram encerradas. ', link('Entre novamente', m.login), ' com a nova senha.'],
    ['Se não foi você, ', link('peça uma nova redefinição', m.recuperar), ` agora mesmo e fale com o suporte (${m.suporte}).`],
    ASSINATURA,
  ]);
}

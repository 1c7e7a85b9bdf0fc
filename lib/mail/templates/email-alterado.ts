import { renderMail, type RenderedMail } from './layout';

/** Sent to the replaced address once an e-mail change is confirmed: what changed, and a link that undoes it (7 days). */
export function emailAlteradoMail(m: { nome: string; novoEmail: string; quando: string; link: string; suporte: string }): RenderedMail {
  return renderMail('O e-mail da sua conta foi alterado — Perícia Médica Judicial', [
    `Olá, ${m.nome}.`,
    `Em ${m.quando}, o e-mail da sua conta do Perícia Médica Judicial passou a ser ${m.novoEmail}. Este endereço deixou de ser usado para entrar.`,
    'Se foi você, não precisa fazer nada.',
    'Se não foi você, abra o link abaixo (válido por 7 dias): ele devolve a conta a este endereço e encerra todas as sessões. Depois, redefina a sua senha.',
    { button: 'Desfazer a troca de e-mail', href: m.link },
    `Dúvidas: ${m.suporte}.`,
  ]);
}

import { renderMail, type RenderedMail } from './layout';

/** To the office (CONTACT_EMAIL): a message sent through the public contact form. */
export function contatoRecebido(m: { id: number; nome: string; email: string; assunto: string; mensagem: string }): RenderedMail {
  return renderMail(`Contato pelo site: ${m.assunto}`, [
    `Nova mensagem enviada pelo formulário de contato do site (nº ${m.id}).`,
    { pre: `Nome: ${m.nome}\nE-mail: ${m.email}\nAssunto: ${m.assunto}` },
    { pre: m.mensagem },
  ]);
}

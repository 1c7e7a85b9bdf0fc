import { montarCorpo } from './layout-house';

/** To the office (CONTACT_EMAIL): a message sent through the public contact form. */
export function contatoRecebido(m: { id: number; nome: string; email: string; assunto: string; mensagem: string }): {
  subject: string;
  text: string;
  html: string;
} {
  const corpo = montarCorpo([
    { paragrafo: [[`Nova mensagem enviada pelo formulário de contato do site (nº ${m.id}).`]] },
    {
      paragrafo: [
        [{ rotulo: 'Nome:' }, ` ${m.nome}`],
        [{ rotulo: 'E-mail:' }, ` ${m.email}`],
        [{ rotulo: 'Assunto:' }, ` ${m.assunto}`],
      ],
    },
    { livre: m.mensagem },
  ]);
  return { subject: `Contato pelo site: ${m.assunto}`, ...corpo };
}

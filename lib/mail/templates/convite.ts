import { ASSINATURA, renderMail, strong, type RenderedMail } from './layout';

/** An invitation to an account an admin created: the one-time link to set its first password. */
export function conviteMail(m: { nome: string; papel: string; link: string; ate: string; login: string }): RenderedMail {
  return renderMail('Convite para o sistema — Perícia Médica Judicial', [
    `Olá, ${m.nome}.`,
    ['Você foi convidado(a) para acessar o sistema Perícia Médica Judicial com o perfil ', strong(m.papel), '.'],
    `Para criar a sua senha, abra o link abaixo (válido até ${m.ate}, por um único uso):`,
    { button: 'Criar minha senha', href: m.link },
    `Depois de criar a senha, entre com este e-mail em ${m.login}.`,
    'Se você não esperava este convite, ignore este e-mail.',
    ASSINATURA,
  ]);
}

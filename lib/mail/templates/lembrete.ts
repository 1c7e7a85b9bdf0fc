import { link, renderMail, type RenderedMail } from './layout';

/** A deadline's or a perícia's reminder by e-mail (the person chose it in Configurações). */
export function lembreteMail(m: { pericia: boolean; mensagem: string; link: string; configuracoes: string }): RenderedMail {
  const assunto = m.pericia ? 'Lembrete: perícia amanhã' : 'Lembrete de prazo processual';
  return renderMail(`${assunto} — Perícia Médica Judicial`, [
    m.mensagem,
    link('Abrir o processo', m.link),
    { note: `Você recebe este lembrete porque ativou os lembretes por e-mail em Configurações (${m.configuracoes}).` },
  ]);
}

import { env } from '@/lib/env';
import { escapeHtml, type Mail } from '@/lib/mail';

/** The e-mail telling a case's lawyer or perito what the courts published (new movements), text and HTML from one source. */
export function emailNovidadesTribunal(to: string, p: { processoId: number; mensagem: string }): Mail {
  const base = env().APP_URL;
  const link = `${base}/processo/${p.processoId}?aba=andamentos`;
  const rodape = `Você recebe este aviso porque ativou as notificações por e-mail em Configurações (${base}/sistema/configuracoes).`;
  return {
    to,
    subject: 'Novo andamento no processo — Perícia Médica Judicial',
    text: `${p.mensagem}\n\nAbrir o processo: ${link}\n\n${rodape}\n`,
    html: `<p>${escapeHtml(p.mensagem)}</p><p><a href="${escapeHtml(link)}">Abrir o processo</a></p><p style="color:#555">${escapeHtml(rodape)}</p>`,
  };
}

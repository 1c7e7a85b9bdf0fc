import type { AvisoPericiadoDestinatario, AvisoPericiadoTipo } from '@/lib/domain/periciado/codes';
import { mensagemEmail, type DadosAviso } from '@/lib/domain/periciado/mensagens';
import { renderMail, type RenderedMail } from './layout';

/**
 * The periciado's notices by e-mail (issue 38): perícia marcada, remarcada, cancelada and the reminders, to the
 * periciado and to the case's lawyer. Only date, time, place and the link (lib/domain/periciado/mensagens).
 */
export function avisoPericiadoMail(tipo: AvisoPericiadoTipo, destinatario: AvisoPericiadoDestinatario, d: DadosAviso): RenderedMail {
  const { assunto, linhas } = mensagemEmail(tipo, d);
  const nota =
    destinatario === 'advogado'
      ? 'Você recebe este aviso porque é o advogado do processo; o seu cliente recebeu o mesmo aviso pelo link privado da perícia.'
      : 'Você recebe este aviso porque o seu advogado informou este e-mail para as comunicações sobre a perícia.';
  return renderMail(`${assunto} — Perícia Médica Judicial`, [...linhas, { note: nota }]);
}

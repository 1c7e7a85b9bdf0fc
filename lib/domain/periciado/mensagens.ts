import { saoPauloDateTime } from '@/lib/domain/dates';
import type { AvisoPericiadoTipo } from './codes';

/**
 * The words of every notice to the periciado and the lawyer (e-mail and WhatsApp). Only logistics: date, time,
 * place and the link. Never the case's description, quesitos, CID, diagnosis or any other health information
 * (DESIGN §12): the inputs below are the only fields a notice can carry.
 */
export type DadosAviso = {
  /** The perícia's start. */
  dataStart: Date;
  /** Address, or the teleperícia link; null when not informed. */
  local: string | null;
  /** The periciado's page (/p/{token}), or null when no link is active (then the notice says to ask the lawyer). */
  link: string | null;
};

/** "12/03/2041" and "09:00", Brasília time. */
export function dataHora(d: Date): { data: string; hora: string } {
  const { date, time } = saoPauloDateTime(d);
  const [y, m, dd] = date.split('-');
  return { data: `${dd}/${m}/${y}`, hora: time };
}

const LOCAL_NAO_INFORMADO = 'a confirmar';
const SEM_LINK = 'peça o link ao seu advogado';

const ASSUNTOS: Record<AvisoPericiadoTipo, string> = {
  marcada: 'Perícia marcada',
  remarcada: 'Perícia remarcada',
  cancelada: 'Perícia cancelada',
  lembrete3: 'Lembrete: perícia em 3 dias',
  lembrete1: 'Lembrete: perícia amanhã',
};

function frase(tipo: AvisoPericiadoTipo, data: string, hora: string): string {
  switch (tipo) {
    case 'marcada':
      return `A perícia foi marcada para ${data} às ${hora} (horário de Brasília).`;
    case 'remarcada':
      return `A perícia foi remarcada para ${data} às ${hora} (horário de Brasília).`;
    case 'cancelada':
      return `A perícia de ${data} às ${hora} (horário de Brasília) foi cancelada.`;
    case 'lembrete3':
      return `Lembrete: a perícia é em 3 dias, ${data} às ${hora} (horário de Brasília).`;
    case 'lembrete1':
      return `Lembrete: a perícia é amanhã, ${data} às ${hora} (horário de Brasília).`;
  }
}

/** The e-mail: subject and plain-text lines (the HTML is made from the same lines by the mail template). */
export function mensagemEmail(tipo: AvisoPericiadoTipo, d: DadosAviso): { assunto: string; linhas: string[] } {
  const { data, hora } = dataHora(d.dataStart);
  const linhas = [frase(tipo, data, hora)];
  if (tipo !== 'cancelada') {
    linhas.push(`Local: ${d.local ?? LOCAL_NAO_INFORMADO}.`);
    linhas.push(d.link ? `Tudo sobre a perícia (o que levar, confirmação de presença): ${d.link}` : `Para os detalhes, ${SEM_LINK}.`);
  }
  return { assunto: ASSUNTOS[tipo], linhas };
}

/** The WhatsApp template of each notice (its name comes from the settings) and its body parameters, in order. */
export type TemplateWhatsapp = { chave: 'AGENDADA' | 'REMARCADA' | 'CANCELADA' | 'LEMBRETE'; parametros: string[] };

export function templateWhatsapp(tipo: AvisoPericiadoTipo, d: DadosAviso): TemplateWhatsapp {
  const { data, hora } = dataHora(d.dataStart);
  const local = d.local ?? LOCAL_NAO_INFORMADO;
  const link = d.link ?? SEM_LINK;
  switch (tipo) {
    case 'marcada':
      return { chave: 'AGENDADA', parametros: [data, hora, local, link] };
    case 'remarcada':
      return { chave: 'REMARCADA', parametros: [data, hora, local, link] };
    case 'cancelada':
      return { chave: 'CANCELADA', parametros: [data, hora] };
    case 'lembrete3':
    case 'lembrete1':
      return { chave: 'LEMBRETE', parametros: [tipo === 'lembrete3' ? 'em 3 dias' : 'amanhã', data, hora, local, link] };
  }
}

/**
 * The registered text of each template (docs/operacao.md shows them; the stand-in renders received messages with
 * them). {{n}} are the body parameters of templateWhatsapp, in order.
 */
export const TEXTOS_TEMPLATES: Record<TemplateWhatsapp['chave'], string> = {
  AGENDADA:
    'Sua perícia foi marcada para {{1}} às {{2}} (horário de Brasília). Local: {{3}}. Veja o que levar e confirme sua presença: {{4}}. Para não receber mais mensagens, responda SAIR.',
  REMARCADA:
    'Sua perícia foi remarcada para {{1}} às {{2}} (horário de Brasília). Local: {{3}}. Detalhes: {{4}}. Para não receber mais mensagens, responda SAIR.',
  CANCELADA: 'A perícia de {{1}} às {{2}} (horário de Brasília) foi cancelada. Para não receber mais mensagens, responda SAIR.',
  LEMBRETE: 'Lembrete: sua perícia é {{1}}, {{2}} às {{3}} (horário de Brasília). Local: {{4}}. Detalhes: {{5}}. Para não receber mais mensagens, responda SAIR.',
};

/** A template's text with its parameters filled in (the stand-in's page, the tests). */
export function preencherTemplate(texto: string, parametros: readonly string[]): string {
  return texto.replace(/\{\{(\d+)\}\}/g, (m, n: string) => parametros[Number(n) - 1] ?? m);
}

import { ASSINATURA, renderMail, type RenderedMail } from './layout';

/** The office's answer to a data-subject request (LGPD art. 18/19), sent to the person who asked. */
export function respostaSolicitacaoLgpdMail(m: { nome: string; tipo: string; id: number; resposta: string }): RenderedMail {
  return renderMail(`Resposta à sua solicitação (LGPD) — ${m.tipo}`, [
    `Olá, ${m.nome}.`,
    `Sua solicitação de ${m.tipo.toLowerCase()} (nº ${m.id}) foi respondida:`,
    { pre: m.resposta },
    ASSINATURA,
  ]);
}

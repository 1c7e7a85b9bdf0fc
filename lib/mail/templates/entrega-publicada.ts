import { renderMail, strong, type RenderedMail } from './layout';

/** To the owner advogado: a phase's deliverable was published (or corrected and published again). */
export function entregaPublicada(m: {
  nomeAdvogado: string;
  titulo: string;
  /** 'Fase 1 – Resumo do processo'. */
  fase: string;
  /** The case as people name it ('processo nº …'). */
  processo: string;
  link: string;
  correcao: boolean;
}): RenderedMail {
  const foi = m.correcao ? 'corrigida e publicada de novo' : 'publicada';
  return renderMail(`${m.correcao ? 'Entrega corrigida' : 'Entrega publicada'}: ${m.titulo} – ${m.processo}`, [
    `Olá, ${m.nomeAdvogado}.`,
    ['A entrega "', strong(m.titulo), `" (${m.fase}) do ${m.processo} foi ${foi}.`],
    `O documento${m.correcao ? ' corrigido' : ''} está disponível em PDF e DOCX na aba Documentos do processo.`,
    { button: 'Abrir o processo', href: m.link },
  ]);
}

import { montarCorpo } from './layout-house';

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
}): { subject: string; text: string; html: string } {
  const foi = m.correcao ? 'corrigida e publicada de novo' : 'publicada';
  const corpo = montarCorpo([
    { paragrafo: [[`Olá, ${m.nomeAdvogado}.`]] },
    {
      paragrafo: [
        ['A entrega ', { destaque: m.titulo }, ` (${m.fase}) do ${m.processo} foi ${foi}.`],
        [`O documento${m.correcao ? ' corrigido' : ''} está disponível em PDF e DOCX na aba Documentos do processo.`],
      ],
    },
    { link: m.link, texto: 'Abrir o processo' },
  ]);
  return { subject: `${m.correcao ? 'Entrega corrigida' : 'Entrega publicada'}: ${m.titulo} – ${m.processo}`, ...corpo };
}

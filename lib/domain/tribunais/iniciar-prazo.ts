/**
 * 'Iniciar prazo' on a DJEN intimação (issue 26 item 6, widened by issue 34 item 2): what the click will do, said
 * before it is done. The intimação opens the deadline it is about, art. 477 §1 (the laudo) by default or art. 465 §1
 * (quesitos) when its text says so, counted from the publication date, at any case status: payment decides the
 * firm's work, never the court's clock.
 */
import type { Etapa } from '@/lib/domain/labels';
import type { PartesDoCaso } from '@/lib/domain/partes-prazo';
import type { Calendario, IsoDate } from '@/lib/domain/prazos';
import { contarPrazoProcessual, descreverRegra, dobraPrazo, PRAZO_DIAS } from '@/lib/domain/prazos-processo';
import { isIntimacao } from './datajud';
import type { TipoPrazoLegal } from './proposta-prazo';

function br(iso: IsoDate): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** A communication DJEN sent with a day that does not exist (issue 36): no date to count from. */
export const MOTIVO_DATA_ILEGIVEL = 'O DJEN enviou esta comunicação com uma data que não existe: confira a data no DJEN antes de contar o prazo.';

export type PrevisaoPrazo =
  | { podeIniciar: true; texto: string; inicio: IsoDate; fim: IsoDate; tipo: TipoPrazoLegal; proposta: boolean }
  | { podeIniciar: false; motivo: string };

const ASSUNTO: Record<TipoPrazoLegal, string> = { art465: 'Quesitos e assistente técnico', art477: 'Manifestação sobre o laudo' };

export function previsaoIniciarPrazo(
  p: { tipoComunicacao: string; dataPublicacao: IsoDate | null; prazoIniciado: boolean },
  caso: { etapa?: Etapa } & Partial<PartesDoCaso>,
  hoje: IsoDate,
  cal: Calendario = {},
  /** The deadline the text is about (proposta-prazo.ts), when it proposes one; otherwise the laudo's. */
  proposta: TipoPrazoLegal | null = null,
): PrevisaoPrazo {
  if (!isIntimacao(p.tipoComunicacao)) return { podeIniciar: false, motivo: 'Só uma intimação inicia prazo.' };
  if (p.prazoIniciado) return { podeIniciar: false, motivo: 'O prazo desta intimação já foi iniciado.' };
  if (p.dataPublicacao === null) return { podeIniciar: false, motivo: MOTIVO_DATA_ILEGIVEL };
  if (p.dataPublicacao > hoje) {
    return { podeIniciar: false, motivo: `A intimação considera-se feita em ${br(p.dataPublicacao)} (primeiro dia útil após a disponibilização): o prazo poderá ser iniciado a partir dessa data.` };
  }
  const tipo = proposta ?? 'art477';
  // In double only when the client's side is privileged (issue 34).
  const regra = { dias: PRAZO_DIAS[tipo], contagem: 'uteis' as const, emDobro: dobraPrazo(tipo, caso.ladoCliente ? (caso as PartesDoCaso) : null) };
  const r = contarPrazoProcessual(p.dataPublicacao, regra, cal);
  return {
    podeIniciar: true,
    tipo,
    proposta: proposta !== null,
    inicio: r.inicioContagem,
    fim: r.fim,
    texto: `${ASSUNTO[tipo]}, ${descreverRegra(regra)}, de ${br(r.inicioContagem)} a ${br(r.fim)}`,
  };
}

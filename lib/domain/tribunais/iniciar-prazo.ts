/**
 * 'Iniciar prazo' on a DJEN intimação (issue 26 item 6): what the click will do, said before it is done. The
 * intimação is the report's (the case is waiting for it: etapa em_andamento), so it records the event the engine
 * already knows, 'laudo recebido' with the intimação on the publication date, which opens the art. 477 §1 deadline.
 */
import type { Etapa, ParteComPrazoEmDobro } from '@/lib/domain/labels';
import type { Calendario, IsoDate } from '@/lib/domain/prazos';
import { contarPrazoProcessual, descreverRegra, dobraPrazo, PRAZO_DIAS } from '@/lib/domain/prazos-processo';
import { isIntimacao } from './datajud';

function br(iso: IsoDate): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** A communication DJEN sent with a day that does not exist (issue 36): no date to count from. */
export const MOTIVO_DATA_ILEGIVEL = 'O DJEN enviou esta comunicação com uma data que não existe: confira a data no DJEN antes de contar o prazo.';

export type PrevisaoPrazo = { podeIniciar: true; texto: string; inicio: IsoDate; fim: IsoDate } | { podeIniciar: false; motivo: string };

export function previsaoIniciarPrazo(
  p: { tipoComunicacao: string; dataPublicacao: IsoDate | null; prazoIniciado: boolean },
  caso: { etapa: Etapa; prazoEmDobro?: ParteComPrazoEmDobro | null },
  hoje: IsoDate,
  cal: Calendario = {},
): PrevisaoPrazo {
  if (!isIntimacao(p.tipoComunicacao)) return { podeIniciar: false, motivo: 'Só uma intimação inicia prazo.' };
  if (p.prazoIniciado) return { podeIniciar: false, motivo: 'O prazo desta intimação já foi iniciado.' };
  if (p.dataPublicacao === null) return { podeIniciar: false, motivo: MOTIVO_DATA_ILEGIVEL };
  if (caso.etapa !== 'em_andamento') {
    return { podeIniciar: false, motivo: 'O prazo de manifestação sobre o laudo só pode ser iniciado com o processo em andamento (aguardando o laudo).' };
  }
  if (p.dataPublicacao > hoje) {
    return { podeIniciar: false, motivo: `A intimação considera-se feita em ${br(p.dataPublicacao)} (primeiro dia útil após a disponibilização): o prazo poderá ser iniciado a partir dessa data.` };
  }
  // Counted as transitionTrabalho will count it: in double when the case has a party with prazo em dobro.
  const regra = { dias: PRAZO_DIAS.art477, contagem: 'uteis' as const, emDobro: dobraPrazo('art477', caso.prazoEmDobro) };
  const r = contarPrazoProcessual(p.dataPublicacao, regra, cal);
  return {
    podeIniciar: true,
    inicio: r.inicioContagem,
    fim: r.fim,
    texto: `Manifestação sobre o laudo, ${descreverRegra(regra)}, de ${br(r.inicioContagem)} a ${br(r.fim)}`,
  };
}

/**
 * Ramos da Justiça (codes) and the J.TR segment of the CNJ number (Resolução CNJ 65/2008) that identifies a
 * tribunal, e.g. "8.19" = TJRJ, "4.03" = TRF3, "5.02" = TRT2.
 */
import { TIPOS_JUSTICA, type TipoJustica } from '../labels';

/** The ramos are the case's Tipo de Justiça codes (lib/domain/labels). */
export const JUSTICAS = TIPOS_JUSTICA;
export type Justica = TipoJustica;

export function isJustica(value: unknown): value is Justica {
  return typeof value === 'string' && (JUSTICAS as readonly string[]).includes(value);
}

/**
 * The code of a case's tipoJustica, whether stored as a code or as SPEC's label ('Justiça Federal', ...).
 * Unknown values give null (the engine then applies only the rules common to every justiça).
 */
export function justicaDe(tipoJustica: string | null | undefined): Justica | null {
  if (!tipoJustica) return null;
  if (isJustica(tipoJustica)) return tipoJustica;
  const label = tipoJustica.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  if (label.includes('federal')) return 'federal';
  if (label.includes('estadual')) return 'estadual';
  if (label.includes('trabalho')) return 'trabalho';
  if (label.includes('militar') || label.includes('eleitoral')) return 'militar_eleitoral';
  if (label.includes('civil') || label.includes('juizados')) return 'civel_juizados';
  return null;
}

/**
 * Valid TR values for each J (segment of the judiciary): 1 STF, 2 CNJ, 3 STJ (TR 00); 4 Justiça Federal
 * (TRF1–TRF6); 5 Justiça do Trabalho (TRT1–TRT24); 6 Justiça Eleitoral (TRE of each of the 27 UFs);
 * 7 Justiça Militar da União (12 circunscrições); 8 Justiça dos Estados e do DF (27 TJs);
 * 9 Justiça Militar Estadual (TJM-MG 13, TJM-RS 21, TJM-SP 26).
 */
function trValido(j: number, tr: number): boolean {
  switch (j) {
    case 1:
    case 2:
    case 3:
      return tr === 0;
    case 4:
      return tr >= 1 && tr <= 6;
    case 5:
      return tr >= 1 && tr <= 24;
    case 6:
    case 8:
      return tr >= 1 && tr <= 27;
    case 7:
      return tr >= 1 && tr <= 12;
    case 9:
      return tr === 13 || tr === 21 || tr === 26;
    default:
      return false;
  }
}

const TRIBUNAL = /^(\d)\.(\d{2})$/;

/** True for a J.TR pair that names an existing tribunal ("8.19", "4.03"). */
export function isTribunal(value: string): boolean {
  const m = TRIBUNAL.exec(value);
  return m !== null && trValido(Number(m[1]), Number(m[2]));
}

/** The J.TR of a CNJ number (NNNNNNN-DD.AAAA.J.TR.OOOO), or null when it is not in that form. */
export function tribunalDoNumero(numero: string | null | undefined): string | null {
  const m = /^\d{7}-\d{2}\.\d{4}\.(\d)\.(\d{2})\.\d{4}$/.exec((numero ?? '').trim());
  return m ? `${m[1]}.${m[2]}` : null;
}

/** Which J segments each justiça may have (the superior courts, J 1–3, go with any). */
const SEGMENTOS: Record<Justica, readonly number[]> = {
  federal: [4],
  estadual: [8],
  trabalho: [5],
  militar_eleitoral: [6, 7, 9],
  civel_juizados: [4, 8],
};

/** False when the tribunal belongs to another branch (e.g. justiça 'federal' with tribunal '8.19'). */
export function tribunalCombinaComJustica(tribunal: string, justica: Justica): boolean {
  const j = Number(tribunal[0]);
  return j <= 3 || SEGMENTOS[justica].includes(j);
}

/** The justiça a tribunal belongs to, when it identifies one (J 4, 5, 6/7/9, 8). */
export function justicaDoTribunal(tribunal: string): Justica | null {
  switch (Number(tribunal[0])) {
    case 4:
      return 'federal';
    case 5:
      return 'trabalho';
    case 6:
    case 7:
    case 9:
      return 'militar_eleitoral';
    case 8:
      return 'estadual';
    default:
      return null;
  }
}

/**
 * Lawyers' OAB and what DJEN tells about a communication found by it (issue 26 item 8): pure rules, no I/O.
 */
import type { IsoDate } from '@/lib/domain/dates';
import { addDays } from '@/lib/domain/prazos';
import { isUf } from '@/lib/domain/ufs';

/** On a lawyer's first OAB query DJEN is asked this many days back (later runs: from the day before the last one). */
export const OAB_JANELA_INICIAL_DIAS = 30;

/** How many characters of the text the dashboard shows. */
export const TRECHO_MAX = 280;

/**
 * The DJEN query of a lawyer's OAB (`numeroOab` digits, `ufOab` upper-case), or null when what is stored cannot be
 * asked (no number, no digits, more than 7 digits, or not a UF). Suffix letters (e.g. 'A' of a supplementary
 * registration) and separators are not part of DJEN's number.
 */
export function oabConsulta(numero: string | null | undefined, uf: string | null | undefined): { numeroOab: string; ufOab: string } | null {
  if (!numero || !uf) return null;
  const digitos = numero.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  const ufOab = uf.trim().toUpperCase();
  if (digitos.length === 0 || digitos.length > 7 || /^0+$/.test(digitos) || !isUf(ufOab)) return null;
  return { numeroOab: digitos, ufOab };
}

/** The availability date DJEN is asked from: the stored one when it belongs to this OAB, else the first-run window. */
export function desdeOab(hoje: IsoDate, estado: { oab: string; djenDesde: IsoDate } | null, oab: string): IsoDate {
  return estado && estado.oab === oab ? estado.djenDesde : addDays(hoje, -OAB_JANELA_INICIAL_DIAS);
}

/** The OAB as one key ('123456/SP'), stored with the sync state. */
export function chaveOab(c: { numeroOab: string; ufOab: string }): string {
  return `${c.numeroOab}/${c.ufOab}`;
}

/**
 * The parties for the registration form as DJEN names them: polo 'A' (active) is the requerente, 'P' (passive) the
 * requerido; several on one side are joined with ', '. Unknown polos are left out.
 */
export function partesDaComunicacao(partes: readonly { nome: string; polo: string | null }[]): { requerente: string; requerido: string } {
  const lado = (polo: string) =>
    [...new Set(partes.filter((p) => (p.polo ?? '').toUpperCase() === polo).map((p) => p.nome.trim()).filter(Boolean))].join(', ');
  return { requerente: lado('A'), requerido: lado('P') };
}

/** A short excerpt of a communication's text: HTML tags dropped, spaces collapsed, cut at a word with '…'. */
export function trechoDoTexto(texto: string, max = TRECHO_MAX): string {
  const limpo = texto
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (limpo.length <= max) return limpo;
  const corte = limpo.slice(0, max);
  const espaco = corte.lastIndexOf(' ');
  return `${(espaco > max / 2 ? corte.slice(0, espaco) : corte).replace(/[\s,.;:]+$/, '')}…`;
}

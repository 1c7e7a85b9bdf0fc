/** Lower-case, accent-free text, so "JOSÉ" finds "José" and "jose". */
export function normalizeSearch(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The stored search text of a case: its number, requerente and perito, normalised. */
export function searchText(parts: readonly (string | null | undefined)[]): string {
  return normalizeSearch(parts.filter(Boolean).join(' '));
}

/** A LIKE pattern that matches `term` literally anywhere (%, _ and \ escaped). */
export function containsPattern(term: string): string {
  return `%${normalizeSearch(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The stored search text of a case: its number as written and as bare digits (so "01234561320228190001"
 * finds "0123456-13.2022.8.19.0001"), its requerente and its perito, normalised.
 */
export function processoSearchText(c: { numero: string | null | undefined; requerente: string; perito?: string | null }): string {
  const digits = c.numero ? c.numero.replace(/\D/g, '') : null;
  return searchText([c.numero, digits && digits !== c.numero ? digits : null, c.requerente, c.perito]);
}

/**
 * Plain calendar dates ("YYYY-MM-DD") of the visitor's own day, with no date library: the public pages that show
 * one import this module alone (lib/domain/dates re-exports it with the São Paulo rules, which need dayjs).
 *
 * A Date's calendar day is read from its local fields. `toISOString().slice(0, 10)` reads UTC's day instead, a day
 * early east of UTC for a local midnight (Tokyo's 10 March 00:00 is 9 March 15:00 UTC).
 */

/** The calendar day of a Date in the zone it is read in (the browser's), "YYYY-MM-DD". */
export function localIsoDate(d: Date): string {
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A plain date plus `days` calendar days (negative goes back); counted on UTC fields, so no zone shifts it. */
export function addCalendarDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A plain date as the Date at 00:00 UTC of that day: format it with `timeZone: 'UTC'` to show that very day. */
export function utcMidnight(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

const dataPorExtensoFmt = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** A plain date in words, as a proposal prints it: "2026-03-10" → "10 de março de 2026". */
export function dataPorExtenso(date: string): string {
  return dataPorExtensoFmt.format(utcMidnight(date));
}

/**
 * Every time-zone rule of the product, in one place (DESIGN §1, §7): dayjs with its utc and timezone plugins,
 * zone America/Sao_Paulo. No offset is written by hand anywhere; São Paulo's offset (and any past or future
 * change of it) comes from the time-zone database.
 *
 * Two kinds of values:
 * - plain dates "YYYY-MM-DD" (deadlines, delivery dates, distribution dates): calendar days, no zone;
 * - instants (Date or ISO 8601 strings with an offset): shown and entered as São Paulo wall-clock time.
 */
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import 'dayjs/locale/pt-br.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export { addCalendarDays, localIsoDate, utcMidnight } from './dates-local';

export const SAO_PAULO_TZ = 'America/Sao_Paulo';

/** A plain calendar date, "YYYY-MM-DD". */
export type IsoDate = string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** An instant as a dayjs object in São Paulo time (for formatting and for libraries that take dayjs). */
export function inSaoPaulo(instant: Date | string | number): Dayjs {
  return dayjs(instant).tz(SAO_PAULO_TZ);
}

/** Today in São Paulo as "YYYY-MM-DD". */
export function todayInBrazil(now: Date = new Date()): IsoDate {
  return inSaoPaulo(now).format('YYYY-MM-DD');
}

/** "YYYY-MM-DD" + "HH:mm" (São Paulo wall clock) → the instant, as a Date. */
export function saoPauloInstant(date: IsoDate, hhmm = '00:00'): Date {
  return dayjs.tz(`${date} ${hhmm}`, SAO_PAULO_TZ).toDate();
}

/** "YYYY-MM-DD" + "HH:mm" (São Paulo wall clock) → ISO 8601 UTC instant. */
export function isoFromDateAndTime(date: IsoDate, hhmm: string): string {
  return saoPauloInstant(date, hhmm).toISOString();
}

/** Midnight in São Paulo at the start of a plain date. */
export function startOfDayInBrazil(date: IsoDate): Date {
  return saoPauloInstant(date, '00:00');
}

/** São Paulo date ("YYYY-MM-DD") and time ("HH:mm") of an instant. */
export function saoPauloDateTime(instant: Date | string): { date: IsoDate; time: string } {
  const z = inSaoPaulo(instant);
  return { date: z.format('YYYY-MM-DD'), time: z.format('HH:mm') };
}

/**
 * A real instant → a "wall-clock" Date whose local fields (year … second) are São Paulo's wall clock at that
 * instant, whatever the browser's own zone (react-big-calendar works on local fields).
 */
export function toWallClock(instant: Date | string): Date {
  const z = inSaoPaulo(instant);
  return new Date(z.year(), z.month(), z.date(), z.hour(), z.minute(), z.second());
}

/** A wall-clock Date (local fields = São Paulo time) → the real instant, as ISO 8601 UTC. */
export function fromWallClock(wall: Date): string {
  return dayjs.tz(dayjs(wall).format('YYYY-MM-DD HH:mm:ss'), SAO_PAULO_TZ).toISOString();
}

/** Whole calendar days from `from` to `to` (both "YYYY-MM-DD"); negative when `to` is earlier. */
export function calendarDaysBetween(from: IsoDate, to: IsoDate): number {
  return dayjs.utc(to).diff(dayjs.utc(from), 'day');
}

/** True for a real calendar date written "YYYY-MM-DD" (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && dayjs.utc(value).format('YYYY-MM-DD') === value;
}

// ---- display (pt-BR) ----

/** A plain date (YYYY-MM-DD, or the date part of a longer string) as dd/mm/aaaa, with no time-zone shift. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const day = iso.slice(0, 10);
  return isIsoDate(day) ? dayjs.utc(day).format('DD/MM/YYYY') : iso;
}

/** A plain date in the Brazilian long form: "segunda-feira, 2 de março de 2026". */
export function formatLongDate(iso: string): string {
  const day = iso.slice(0, 10);
  return isIsoDate(day) ? dayjs.utc(day).locale('pt-br').format('dddd, D [de] MMMM [de] YYYY') : iso;
}

/** An instant shown in São Paulo time: "10/03/2026, 09:00". */
export function formatDateTime(instant: Date | string): string {
  const d = dayjs(instant);
  return d.isValid() ? inSaoPaulo(instant).format('DD/MM/YYYY, HH:mm') : String(instant);
}

/** An instant's São Paulo date in words: "10 de março de 2026". */
export function formatDayMonthYear(instant: Date | string): string {
  return inSaoPaulo(instant).locale('pt-br').format('D [de] MMMM [de] YYYY');
}

/** An instant in words, São Paulo time: "10 de março de 2026 às 09:00". */
export function formatLongDateTime(instant: Date | string): string {
  return inSaoPaulo(instant).locale('pt-br').format('D [de] MMMM [de] YYYY [às] HH:mm');
}

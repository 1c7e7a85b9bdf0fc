/**
 * Calendar rules on plain dates (YYYY-MM-DD, no time zone): delivery dates of SPEC §9 and "dias úteis"
 * (weekdays that are not Brazilian national holidays, Carnaval and Corpus Christi included).
 */

export type IsoDate = string;

function toUtc(iso: IsoDate): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

function toIso(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

export function addDays(iso: IsoDate, days: number): IsoDate {
  const d = toUtc(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return toIso(d);
}

/** Easter Sunday (Meeus/Jones/Butcher Gregorian algorithm). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const FIXED_HOLIDAYS = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '11-20', '12-25'];

/** National holidays of a year, including Carnaval (Monday and Tuesday), Good Friday and Corpus Christi. */
export function nationalHolidays(year: number): Set<IsoDate> {
  const easter = easterSunday(year);
  const set = new Set(FIXED_HOLIDAYS.map((md) => `${year}-${md}`));
  set.add(addDays(easter, -48)); // Carnaval, segunda-feira
  set.add(addDays(easter, -47)); // Carnaval, terça-feira
  set.add(addDays(easter, -2)); // Sexta-feira Santa
  set.add(addDays(easter, 60)); // Corpus Christi
  return set;
}

export function isBusinessDay(iso: IsoDate): boolean {
  const weekday = toUtc(iso).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !nationalHolidays(Number(iso.slice(0, 4))).has(iso);
}

/** The date `days` business days after `from` (from itself not counted). */
export function addBusinessDays(from: IsoDate, days: number): IsoDate {
  let current = from;
  let left = days;
  while (left > 0) {
    current = addDays(current, 1);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}

export const DAYS_PER_PHASE = 10;
export const MIN_LEAD_DAYS = 2;

/** SPEC §9: delivery of the phase at 1-based position n = today + 10×n − anticipated days, never before today + 2. */
export function deliveryDate(today: IsoDate, position: number, anticipatedDays: number): IsoDate {
  const offset = Math.max(DAYS_PER_PHASE * position - anticipatedDays, MIN_LEAD_DAYS);
  return addDays(today, offset);
}

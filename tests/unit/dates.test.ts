import { describe, expect, it } from 'vitest';
import {
  calendarDaysBetween,
  formatDate,
  formatDateTime,
  formatDayMonthYear,
  formatLongDate,
  formatLongDateTime,
  isIsoDate,
  isoFromDateAndTime,
  saoPauloDateTime,
  startOfDayInBrazil,
  todayInBrazil,
} from '@/lib/domain/dates';

// Intl and dayjs may use U+00A0/U+202F in some outputs; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('today in America/Sao_Paulo', () => {
  it('late evening in Brazil is still the same day there, though UTC has moved on', () => {
    expect(todayInBrazil(new Date('2026-03-02T02:30:00Z'))).toBe('2026-03-01');
    expect(todayInBrazil(new Date('2026-03-02T03:00:00Z'))).toBe('2026-03-02');
  });
});

describe('instants from São Paulo wall-clock time (offsets from the tz database, none by hand)', () => {
  it('midnight at the start of a plain date', () => {
    expect(startOfDayInBrazil('2026-03-01').toISOString()).toBe('2026-03-01T03:00:00.000Z');
  });

  it('follows the historical daylight-saving offset (UTC−2 in January 2018)', () => {
    expect(startOfDayInBrazil('2018-01-15').toISOString()).toBe('2018-01-15T02:00:00.000Z');
    expect(isoFromDateAndTime('2018-01-15', '09:00')).toBe('2018-01-15T11:00:00.000Z');
  });

  it('round trip instant → São Paulo date and time → instant', () => {
    const { date, time } = saoPauloDateTime('2026-07-04T20:45:00Z');
    expect({ date, time }).toEqual({ date: '2026-07-04', time: '17:45' });
    expect(isoFromDateAndTime(date, time)).toBe('2026-07-04T20:45:00.000Z');
  });
});

describe('plain dates', () => {
  it('calendar days between two dates', () => {
    expect(calendarDaysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(calendarDaysBetween('2026-03-02', '2026-02-27')).toBe(-3);
    expect(calendarDaysBetween('2026-03-02', '2026-03-02')).toBe(0);
  });

  it('recognises only real dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-2-1')).toBe(false);
  });
});

describe('pt-BR display', () => {
  it('a plain date never shifts a day, whatever the zone', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
    expect(formatDate('2026-03-01T00:00:00.000Z')).toBe('01/03/2026');
    expect(formatDate(null)).toBe('—');
    expect(formatDate('amanhã')).toBe('amanhã');
  });

  it('long forms in Portuguese', () => {
    expect(formatLongDate('2026-03-02')).toBe('segunda-feira, 2 de março de 2026');
    expect(formatDayMonthYear('2026-03-11T02:30:00Z')).toBe('10 de março de 2026');
  });

  it('an instant is shown in São Paulo time', () => {
    expect(plain(formatDateTime('2026-03-11T02:30:00Z'))).toBe('10/03/2026, 23:30');
    expect(plain(formatLongDateTime('2026-03-10T12:00:00Z'))).toBe('10 de março de 2026 às 09:00');
  });
});

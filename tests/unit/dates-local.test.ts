import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, localIsoDate, utcMidnight } from '@/lib/domain/dates';

/** Runs `code` in a Node child whose local zone is `tz` and answers what it printed. */
function inZone(tz: string, code: string): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', code], { env: { ...process.env, TZ: tz } })
    .toString()
    .trim();
}

describe('localIsoDate: the calendar day of a local Date', () => {
  // The function's own text, evaluated in a child with the zone set before any Date exists.
  const fn = `const localIsoDate = ${localIsoDate.toString()};`;

  it('keeps the local day east of UTC (Tokyo midnight is the previous day in UTC)', () => {
    const out = inZone('Asia/Tokyo', `${fn} const d = new Date(2026, 2, 10); console.log(localIsoDate(d), d.toISOString());`);
    expect(out).toBe('2026-03-10 2026-03-09T15:00:00.000Z');
  });

  it('keeps the local day west of UTC, late in the evening', () => {
    const out = inZone('America/Sao_Paulo', `${fn} console.log(localIsoDate(new Date(2026, 11, 31, 23, 30)));`);
    expect(out).toBe('2026-12-31');
  });
});

describe('plain dates', () => {
  it('adds calendar days across months and years', () => {
    expect(addCalendarDays('2026-03-10', 30)).toBe('2026-04-09');
    expect(addCalendarDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addCalendarDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('formats a plain date as that very day in any zone', () => {
    const fmt = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(fmt.format(utcMidnight('2026-03-10'))).toBe('10 de março de 2026');
  });
});

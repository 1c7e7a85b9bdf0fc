import { describe, expect, it } from 'vitest';
import { addDays, deliveryDate } from '@/lib/domain/deadlines';
import { isBusinessDay } from '@/lib/domain/prazos';

// Delivery dates (SPEC §9) in dias úteis: today + (10×n − anticipation) business days, at least 2.
// Worked out by hand ("(k)" = k-th business day after today; weekends and national holidays skipped).
describe('delivery dates (SPEC §9, in business days)', () => {
  const today = '2026-03-02'; // Monday
  it('phase at position n = today + 10×n business days with no anticipation', () => {
    // 03–06 (1–4) · 09–13 (5–9) · Mon 16 (10)
    expect(deliveryDate(today, 1, 0)).toBe('2026-03-16');
    // 17–20 (11–14) · 23–27 (15–19) · Mon 30 (20)
    expect(deliveryDate(today, 2, 0)).toBe('2026-03-30');
    // 31 (21) · 01/04 (22) 02 (23) · Fri 03 Sexta-feira Santa x · 06–10 (24–28) · 13 (29) Tue 14 (30)
    expect(deliveryDate(today, 3, 0)).toBe('2026-04-14');
    // 15 (31) 16 (32) 17 (33) · 20 (34) · Tue 21 Tiradentes x · 22 (35) 23 (36) 24 (37) · 27 (38) 28 (39) Wed 29 (40)
    expect(deliveryDate(today, 4, 0)).toBe('2026-04-29');
  });

  it('anticipated days are subtracted from every phase', () => {
    // 6: 03–06 (1–4) · 09 (5) Tue 10 (6)
    expect(deliveryDate(today, 1, 4)).toBe('2026-03-10');
    // 16: … 16 (10) 17 (11) 18 (12) 19 (13) 20 (14) · 23 (15) Tue 24 (16)
    expect(deliveryDate(today, 2, 4)).toBe('2026-03-24');
    // 40 − 32 = 8: 03–06 (1–4) · 09–12 (5–8)
    expect(deliveryDate(today, 4, 32)).toBe('2026-03-12');
  });

  it('never earlier than today + 2 business days', () => {
    // 03 (1) Wed 04 (2)
    expect(deliveryDate(today, 1, 8)).toBe('2026-03-04');
    expect(deliveryDate(today, 1, 9)).toBe('2026-03-04');
    expect(deliveryDate(today, 2, 24)).toBe('2026-03-04');
    // Fri 06/03 · 07,08 x · Mon 09 (1) Tue 10 (2)
    expect(deliveryDate('2026-03-06', 1, 8)).toBe('2026-03-10');
    // Wed 30/12/2026 · Thu 31 (1) · 01/01 Confraternização x · 02,03 x · Mon 04/01/2027 (2)
    expect(deliveryDate('2026-12-30', 1, 8)).toBe('2027-01-04');
  });

  it('skips Carnaval and crosses months, years and leap days (the art. 220 recess does not apply)', () => {
    // Thu 12/02/2026 · Fri 13 (1) · 14, 15, 16 and 17 (Carnaval) x · Wed 18 (2)
    expect(deliveryDate('2026-02-12', 1, 8)).toBe('2026-02-18');
    // Fri 18/12/2026 · 21–24 (1–4) · 25 Natal x · 28–31 (5–8) · 01/01 x · 04 (9) Tue 05/01/2027 (10)
    expect(deliveryDate('2026-12-18', 1, 0)).toBe('2027-01-05');
    // Fri 18/02/2028 · 21–25 (1–5) · 28, 29 Carnaval x · 01/03 (6) 02 (7) 03 (8) · 06 (9) Tue 07 (10)
    expect(deliveryDate('2028-02-18', 1, 0)).toBe('2028-03-07');
    expect(addDays('2025-12-25', 10)).toBe('2026-01-04');
  });

  it('no delivery falls on a weekend or national holiday', () => {
    for (let i = 0; i < 370; i += 2) {
      const d = addDays('2026-01-01', i);
      for (const [pos, ant] of [[1, 0], [1, 8], [2, 5], [3, 0], [4, 13]]) {
        expect(isBusinessDay(deliveryDate(d, pos, ant), { recesso: false })).toBe(true);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  addDays,
  deliveryDate,
  easterSunday,
  isBusinessDay,
  nationalHolidays,
} from '@/lib/domain/deadlines';

describe('delivery dates (SPEC §9)', () => {
  const today = '2026-03-02';
  it('phase at position n = today + 10×n days with no anticipation', () => {
    expect(deliveryDate(today, 1, 0)).toBe('2026-03-12');
    expect(deliveryDate(today, 2, 0)).toBe('2026-03-22');
    expect(deliveryDate(today, 3, 0)).toBe('2026-04-01');
    expect(deliveryDate(today, 4, 0)).toBe('2026-04-11');
  });

  it('anticipated days are subtracted from every phase', () => {
    expect(deliveryDate(today, 1, 4)).toBe('2026-03-08');
    expect(deliveryDate(today, 2, 4)).toBe('2026-03-18');
    expect(deliveryDate(today, 4, 32)).toBe('2026-03-10');
  });

  it('never earlier than today + 2 days', () => {
    expect(deliveryDate(today, 1, 8)).toBe('2026-03-04');
    expect(deliveryDate(today, 1, 9)).toBe('2026-03-04');
    expect(deliveryDate(today, 2, 24)).toBe('2026-03-04');
    expect(deliveryDate('2026-12-30', 1, 8)).toBe('2027-01-01');
  });

  it('crosses months, years and leap days', () => {
    expect(deliveryDate('2028-02-20', 1, 0)).toBe('2028-03-01');
    expect(deliveryDate('2024-02-19', 1, 0)).toBe('2024-02-29');
    expect(addDays('2025-12-25', 10)).toBe('2026-01-04');
  });
});

describe('national holidays and business days', () => {
  it('Easter Sunday (Gregorian computus)', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
  });

  it('Carnaval, Good Friday and Corpus Christi move with Easter', () => {
    const h2026 = nationalHolidays(2026);
    for (const d of ['2026-02-16', '2026-02-17', '2026-04-03', '2026-06-04']) expect(h2026.has(d)).toBe(true);
    const h2025 = nationalHolidays(2025);
    for (const d of ['2025-03-03', '2025-03-04', '2025-04-18', '2025-06-19']) expect(h2025.has(d)).toBe(true);
    expect(h2025.has('2025-02-17')).toBe(false);
  });

  it('fixed national holidays, including 20 de novembro', () => {
    const h = nationalHolidays(2026);
    for (const md of ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '11-20', '12-25']) expect(h.has(`2026-${md}`)).toBe(true);
    expect(h.size).toBe(13);
  });

  it('weekends and holidays are not business days', () => {
    expect(isBusinessDay('2026-03-07')).toBe(false); // sábado
    expect(isBusinessDay('2026-03-08')).toBe(false); // domingo
    expect(isBusinessDay('2026-03-09')).toBe(true);
    expect(isBusinessDay('2026-02-17')).toBe(false); // Carnaval
    expect(isBusinessDay('2026-06-04')).toBe(false); // Corpus Christi
    expect(isBusinessDay('2026-02-18')).toBe(true); // Quarta-feira de Cinzas
  });

  it('addBusinessDays skips weekends and holidays', () => {
    expect(addBusinessDays('2026-03-06', 1)).toBe('2026-03-09'); // sexta → segunda
    expect(addBusinessDays('2026-02-13', 1)).toBe('2026-02-18'); // sexta antes do Carnaval → quarta de Cinzas
    expect(addBusinessDays('2026-06-03', 1)).toBe('2026-06-05'); // Corpus Christi
    expect(addBusinessDays('2026-04-02', 1)).toBe('2026-04-06'); // Sexta-feira Santa + fim de semana
    expect(addBusinessDays('2026-12-24', 2)).toBe('2026-12-29'); // Natal + fim de semana
    expect(addBusinessDays('2026-03-02', 0)).toBe('2026-03-02');
    expect(addBusinessDays('2026-03-02', 10)).toBe('2026-03-16');
  });
});

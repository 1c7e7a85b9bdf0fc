import { describe, expect, it } from 'vitest';
import { distribuicaoNoAnoDoCnj } from '@/lib/domain/distribuicao-demo';

describe('demo distribution date in the CNJ year (issue 34 item 7)', () => {
  it('falls in the year, on a weekday', () => {
    // 1 Feb 2016 + 34 days = Sunday 6 March → Friday 4 March; 1 Feb 2014 + 85 days = Sunday 27 April → Friday 25 April.
    expect(distribuicaoNoAnoDoCnj(2016, '2026-11-28', 2)).toBe('2016-03-04');
    expect(distribuicaoNoAnoDoCnj(2014, '2026-11-28', 5)).toBe('2014-04-25');
    for (const [ano, s] of [[2016, 2], [2014, 5], [2022, 30], [2021, 60], [2023, 12], [2024, 8], [2020, 90], [2025, 4]]) {
      const d = distribuicaoNoAnoDoCnj(ano, '2026-11-28', s);
      expect(d.slice(0, 4)).toBe(String(ano));
      expect([0, 6]).not.toContain(new Date(`${d}T00:00:00Z`).getUTCDay());
    }
  });
  it('never after yesterday in the current year', () => {
    expect(distribuicaoNoAnoDoCnj(2026, '2026-02-10', 90)).toBe('2026-02-09');
    expect(distribuicaoNoAnoDoCnj(2026, '2026-02-09', 90)).toBe('2026-02-06');
  });
});

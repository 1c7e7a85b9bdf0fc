import { describe, expect, it } from 'vitest';
import { buildCnj, formatCnj, isValidCnj } from '@/lib/domain/cnj';

describe('CNJ case number (ISO 7064 mod 97)', () => {
  it('accepts real numbers', () => {
    expect(isValidCnj('0058967-77.2016.8.19.0000')).toBe(true);
    expect(isValidCnj('1041749-02.2014.8.26.0224')).toBe(true);
    expect(isValidCnj('10417490220148260224')).toBe(true);
  });

  it('rejects wrong check digits, wrong shapes and empty input', () => {
    expect(isValidCnj('0058967-78.2016.8.19.0000')).toBe(false);
    expect(isValidCnj('1041749-02.2014.8.26.0225')).toBe(false);
    expect(isValidCnj('0058967-77.2016.8.19')).toBe(false);
    expect(isValidCnj('')).toBe(false);
    expect(isValidCnj('abc')).toBe(false);
  });

  it('builds and formats', () => {
    expect(buildCnj(58967, 2016, 8, 19, 0)).toBe('0058967-77.2016.8.19.0000');
    expect(formatCnj('10417490220148260224')).toBe('1041749-02.2014.8.26.0224');
  });
});

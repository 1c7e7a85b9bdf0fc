import { describe, expect, it } from 'vitest';
import { centavosToReais, formatCentavos, formatValorTexto, parseValor, reaisToCentavos } from '@/lib/domain/money';
import { formatTelefone } from '@/lib/domain/telefone';

const nb = (s: string) => s.replace(/\u00a0/g, ' ');

describe('money formatters (the unit is in the name)', () => {
  it('formats centavos as BRL; reais appear only at the API edge, converted', () => {
    expect(nb(formatCentavos(4_500_000))).toBe('R$ 45.000,00');
    expect(centavosToReais(4_500_000)).toBe(45_000);
    expect(reaisToCentavos(10.1)).toBe(1010);
  });
});

describe("formatValorTexto ('Valor da causa' kept as typed)", () => {
  it.each([
    ['45000', 'R$ 45.000,00'],
    ['45.000,00', 'R$ 45.000,00'],
    ['R$ 45.000,00', 'R$ 45.000,00'],
    ['45000.5', 'R$ 45.000,50'],
    // a cause may be worth more than a proposal's R$ 10 million typo cap
    ['250.000.000,00', 'R$ 250.000.000,00'],
  ])('%s → %s', (typed, shown) => {
    expect(nb(formatValorTexto(typed))).toBe(shown);
  });

  it('shows text that is not an amount as typed, and nothing as empty', () => {
    expect(formatValorTexto('a definir')).toBe('a definir');
    expect(formatValorTexto(null)).toBe('');
    expect(formatValorTexto('  ')).toBe('');
  });

  it('keeps the proposal cap of parseValor by default', () => {
    expect(parseValor('250.000.000,00')).toBeNull();
    expect(parseValor('250.000.000,00', Number.MAX_SAFE_INTEGER)).toBe(25_000_000_000);
  });
});

describe('formatTelefone', () => {
  it.each([
    ['11987654321', '(11) 98765-4321'],
    ['1130001234', '(11) 3000-1234'],
    ['(11) 98765-4321', '(11) 98765-4321'],
  ])('%s → %s', (stored, shown) => {
    expect(formatTelefone(stored)).toBe(shown);
  });

  it('leaves anything that is not a DDD + number as it is', () => {
    expect(formatTelefone('+1 555 0100')).toBe('+1 555 0100');
    expect(formatTelefone(null)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_VALOR_CAUSA_CENTAVOS, centavosToReais, formatCentavos, parseValor, reaisToCentavos } from '@/lib/domain/money';
import { VALOR_CAUSA_INVALIDO, processoEditSchema } from '@/lib/validation/processo';
import { formatTelefone } from '@/lib/domain/telefone';

const nb = (s: string) => s.replace(/\u00a0/g, ' ');

describe('money formatters (the unit is in the name)', () => {
  it('formats centavos as BRL; reais appear only at the API edge, converted', () => {
    expect(nb(formatCentavos(4_500_000))).toBe('R$ 45.000,00');
    expect(centavosToReais(4_500_000)).toBe(45_000);
    expect(reaisToCentavos(10.1)).toBe(1010);
  });
});

describe("'Valor da causa' typed text → integer centavos (processo schemas)", () => {
  const parse = (valorCausa: unknown) => processoEditSchema.safeParse({ valorCausa });
  it.each([
    ['45000', 4_500_000],
    ['45.000,00', 4_500_000],
    ['R$ 45.000,00', 4_500_000],
    ['R$\u00a045.000,00', 4_500_000],
    ['45000.5', 4_500_050],
    // a cause may be worth more than a proposal's R$ 10 million typo cap
    ['250.000.000,00', 25_000_000_000],
  ])('%s → %s centavos, shown again as BRL', (typed, centavos) => {
    const r = parse(typed);
    expect(r.success && r.data.valorCausa).toBe(centavos);
    expect(nb(formatCentavos(centavos))).toBe(nb(formatCentavos(parseValor(typed, MAX_VALOR_CAUSA_CENTAVOS)!)));
  });

  it('empty (or only the mask\'s "R$ ") is not given; text that is not an amount is refused with the field message', () => {
    for (const empty of ['', '  ', 'R$ ', null]) {
      const r = parse(empty);
      expect(r.success && r.data.valorCausa).toBeNull();
    }
    for (const bad of ['a definir', '0', 'R$ 0,00', '1,2,3', '-5', '2000000000000,01', 12]) {
      const r = parse(bad);
      expect(r.success).toBe(false);
      if (!r.success) expect(r.error.issues[0].message).toBe(VALOR_CAUSA_INVALIDO);
    }
  });

  it('keeps the proposal cap of parseValor by default', () => {
    expect(parseValor('250.000.000,00')).toBeNull();
    expect(parseValor('1.000.000.000.000,00', MAX_VALOR_CAUSA_CENTAVOS)).toBe(MAX_VALOR_CAUSA_CENTAVOS);
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

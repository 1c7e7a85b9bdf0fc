import { describe, expect, it } from 'vitest';
import {
  ANTICIPATION_PRICE_PER_DAY_CENTAVOS,
  FULL_PACKAGE_PRICE_CENTAVOS,
  PHASE_PRICES_CENTAVOS,
  TIPOS_JUSTICA,
  casePriceCentavos,
  clampAnticipation,
  hasFixedPhases,
  maxAnticipationDays,
} from '@/lib/domain/pricing';
import type { TipoJustica } from '@/lib/domain/labels';
import { fasesDoCadastro } from '@/lib/validation/processo';

const reais = (tipo: TipoJustica, fases: number[], dias: number) => casePriceCentavos(tipo, fases, dias) / 100;

describe('SPEC §9 constants', () => {
  it('pins the phase prices, the full package and the anticipation price', () => {
    expect(PHASE_PRICES_CENTAVOS).toEqual({ 1: 65_000, 2: 20_000, 3: 200_000, 4: 160_000 });
    expect(FULL_PACKAGE_PRICE_CENTAVOS).toBe(1_050_000);
    expect(ANTICIPATION_PRICE_PER_DAY_CENTAVOS).toBe(5_000);
  });
});

describe('fixed phases (SPEC §4)', () => {
  it.each([
    ['federal', false],
    ['trabalho', false],
    ['estadual', true],
    ['militar_eleitoral', true],
    ['civel_juizados', true],
    ['', false],
  ] as const)('%s → fixed %s', (tipo, fixed) => {
    expect(hasFixedPhases(tipo)).toBe(fixed);
  });

  it('fixed types always get phases 1–4; free types keep their selection, unique and ordered', () => {
    expect(fasesDoCadastro('estadual', [2])).toEqual([1, 2, 3, 4]);
    expect(fasesDoCadastro('civel_juizados', [])).toEqual([1, 2, 3, 4]);
    expect(fasesDoCadastro('federal', [3, 1, 3])).toEqual([1, 3]);
    expect(fasesDoCadastro('trabalho', [4])).toEqual([4]);
  });
});

describe('registration price (SPEC §9 "Case registration pricing")', () => {
  it.each([
    [[1], 650],
    [[1, 2], 850],
    [[1, 3], 2650],
    [[1, 4], 2250],
    [[3], 2000],
    [[4], 1600],
    [[3, 4], 3600],
    [[1, 2, 3], 2850],
    [[1, 2, 4], 2450],
    [[1, 2, 3, 4], 4450],
  ])('Federal and Trabalho: phases %j cost %d with no anticipation', (fases, total) => {
    expect(reais('federal', fases, 0)).toBe(total);
    expect(reais('trabalho', fases, 0)).toBe(total);
  });

  it.each(['estadual', 'militar_eleitoral', 'civel_juizados'] as const)(
    '%s costs 10.500 (plus anticipation up to 32 days)',
    (tipo) => {
      expect(reais(tipo, [1, 2, 3, 4], 0)).toBe(10_500);
      expect(reais(tipo, [1, 2, 3, 4], 32)).toBe(10_500 + 32 * 50);
      expect(reais(tipo, [1, 2, 3, 4], 40)).toBe(12_100);
    },
  );

  it('anticipation is R$ 50 per day, at most 8 per selected phase', () => {
    expect(reais('federal', [1], 1)).toBe(700);
    expect(reais('federal', [1], 8)).toBe(1050);
    expect(reais('federal', [1], 9)).toBe(1050);
    expect(reais('federal', [1, 2, 3], 24)).toBe(2850 + 1200);
    expect(reais('trabalho', [1, 2, 3, 4], 32)).toBe(4450 + 1600);
    expect(reais('federal', [1, 2], -3)).toBe(850);
  });

  it('the price is in integer centavos', () => {
    expect(casePriceCentavos('federal', [1, 2], 3)).toBe(100_000);
    expect(Number.isInteger(casePriceCentavos('estadual', [1, 2, 3, 4], 7))).toBe(true);
  });

  it('every justice type is one of the five codes (SPEC labels in lib/domain/labels)', () => {
    expect(TIPOS_JUSTICA).toEqual(['federal', 'estadual', 'trabalho', 'militar_eleitoral', 'civel_juizados']);
  });
});

describe('anticipation bounds', () => {
  it('0..8×phases, integers, anything else clamped', () => {
    expect(maxAnticipationDays(0)).toBe(0);
    expect(maxAnticipationDays(1)).toBe(8);
    expect(maxAnticipationDays(4)).toBe(32);
    expect(clampAnticipation(0, 2)).toBe(0);
    expect(clampAnticipation(16, 2)).toBe(16);
    expect(clampAnticipation(17, 2)).toBe(16);
    expect(clampAnticipation(-1, 2)).toBe(0);
    expect(clampAnticipation(3.7, 2)).toBe(3);
    expect(clampAnticipation(Number.NaN, 2)).toBe(0);
    expect(clampAnticipation(Number.POSITIVE_INFINITY, 2)).toBe(0);
    expect(clampAnticipation(5, 0)).toBe(0);
  });
});

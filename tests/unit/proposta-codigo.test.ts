import { describe, expect, it } from 'vitest';
import {
  CODIGO_ALFABETO,
  CODIGO_PATTERN,
  formatarCodigoProposta,
  gerarCodigoProposta,
  normalizarCodigoProposta,
  propostaVigente,
  validadeProposta,
} from '@/lib/domain/proposta-codigo';
import { MARCA_SIMULACAO } from '@/lib/domain/proposta';

describe('verification code of an issued proposal (issue 28 item 6)', () => {
  it('10 characters of Crockford base32, one per random byte (byte & 31)', () => {
    expect(CODIGO_ALFABETO).toHaveLength(32);
    expect(gerarCodigoProposta(Uint8Array.from([0, 1, 31, 32, 255, 10, 17, 18, 20, 27]))).toBe('01Z0ZAHJMV');
    expect(() => gerarCodigoProposta(new Uint8Array(9))).toThrow();
  });

  it('random codes match the pattern and do not repeat', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => gerarCodigoProposta()));
    expect(codes.size).toBe(2000);
    for (const c of codes) expect(c).toMatch(CODIGO_PATTERN);
  });

  it('reads a code as a person types it; anything else is null', () => {
    expect(normalizarCodigoProposta('01z0z-ahjmv')).toBe('01Z0ZAHJMV');
    expect(normalizarCodigoProposta(' O1Z0Z AHJMV ')).toBe('01Z0ZAHJMV');
    expect(normalizarCodigoProposta('l1Z0ZAHJMV')).toBe('11Z0ZAHJMV');
    expect(normalizarCodigoProposta('01Z0ZAHJMU')).toBeNull(); // U is not in the alphabet
    expect(normalizarCodigoProposta('01Z0ZAHJM')).toBeNull();
    expect(normalizarCodigoProposta('../../etc')).toBeNull();
    expect(normalizarCodigoProposta(undefined)).toBeNull();
    expect(normalizarCodigoProposta('A'.repeat(41))).toBeNull();
  });

  it('printed in two groups of five', () => {
    expect(formatarCodigoProposta('01Z0ZAHJMV')).toBe('01Z0Z-AHJMV');
  });

  it('valid for 30 calendar days from issue, through the last day', () => {
    expect(validadeProposta('2026-11-25')).toBe('2026-12-25');
    expect(validadeProposta('2026-02-10')).toBe('2026-03-12');
    expect(propostaVigente('2026-12-25', '2026-12-25')).toBe(true);
    expect(propostaVigente('2026-12-25', '2026-12-26')).toBe(false);
  });

  it('the simulation mark is the exact text', () => {
    expect(MARCA_SIMULACAO).toBe('Simulação — sem validade como proposta');
  });
});

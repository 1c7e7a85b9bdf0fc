import { describe, expect, it } from 'vitest';
import { codigoCid, codigosPorNomePopular, normalizarBusca, palavrasBusca, prefixoCodigo } from '@/lib/domain/pareceres/cid10';
import { NOMES_POPULARES } from '@/lib/db/dados/cid10/nomes-populares';

describe('CID-10 search normalisation', () => {
  it('removes accents and case, and turns punctuation into single spaces', () => {
    expect(normalizarBusca('Cólera devida a Vibrio cholerae 01, biótipo El Tor')).toBe('colera devida a vibrio cholerae 01 biotipo el tor');
    expect(normalizarBusca('  HÉRNIA   de disco—lombar ')).toBe('hernia de disco lombar');
    expect(normalizarBusca('Úlcera; Ação / Pós-traumático')).toBe('ulcera acao pos traumatico');
    expect(normalizarBusca('[tumores]')).toBe('tumores');
  });

  it('splits a search into at most eight words', () => {
    expect(palavrasBusca('Dor  lombar, baixa')).toEqual(['dor', 'lombar', 'baixa']);
    expect(palavrasBusca('a b c d e f g h i j')).toHaveLength(8);
    expect(palavrasBusca(' ,; ')).toEqual([]);
  });

  it('reads a code with or without the dot, in any case', () => {
    expect(codigoCid('M545')).toBe('M54.5');
    expect(codigoCid('m54.5')).toBe('M54.5');
    expect(codigoCid(' M54 ')).toBe('M54');
    expect(codigoCid('lombalgia')).toBeNull();
    expect(codigoCid('M5456')).toBeNull();
  });

  it('reads the start of a code, never a lone letter', () => {
    expect(prefixoCodigo('M5')).toBe('M5');
    expect(prefixoCodigo('m54')).toBe('M54');
    expect(prefixoCodigo('M54.')).toBe('M54.');
    expect(prefixoCodigo('M545')).toBe('M54.5');
    expect(prefixoCodigo('M')).toBeNull();
    expect(prefixoCodigo('M5.')).toBeNull();
    expect(prefixoCodigo('dor')).toBeNull();
  });

  it('finds common names by the start of their words, accents ignored', () => {
    expect(codigosPorNomePopular('lombalgia', NOMES_POPULARES)).toEqual(['M54.5']);
    expect(codigosPorNomePopular('hernia de disco', NOMES_POPULARES)).toEqual(['M51', 'M50', 'M51.1', 'M51.2', 'M50.1', 'M50.2']);
    expect(codigosPorNomePopular('DEPRESSÃO', NOMES_POPULARES)).toEqual(['F32', 'F33']);
    expect(codigosPorNomePopular('dort', NOMES_POPULARES)).toContain('G56.0');
    expect(codigosPorNomePopular('xyzw', NOMES_POPULARES)).toEqual([]);
    expect(codigosPorNomePopular('', NOMES_POPULARES)).toEqual([]);
  });
});

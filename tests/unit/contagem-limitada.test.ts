import { describe, expect, it } from 'vitest';
import { contagemLimitada, LIMITE_CONTAGEM, limiteDaContagem } from '@/lib/data/processos/contagem';

describe("call 1's bounded count (issue 33 item 4)", () => {
  it('bounds at 10 000, or at the last row of a deeper page', () => {
    expect(LIMITE_CONTAGEM).toBe(10_000);
    expect(limiteDaContagem(1, 10)).toBe(10_000);
    expect(limiteDaContagem(1000, 10)).toBe(10_000);
    expect(limiteDaContagem(1001, 10)).toBe(10_010);
    expect(limiteDaContagem(3, 5000)).toBe(15_000);
  });

  it('is exact within the bound and the lower bound limite + 1 beyond it', () => {
    expect(contagemLimitada(0, 10_000)).toEqual({ total: 0, exato: true });
    expect(contagemLimitada(10_000, 10_000)).toEqual({ total: 10_000, exato: true });
    expect(contagemLimitada(10_001, 10_000)).toEqual({ total: 10_001, exato: false });
    expect(contagemLimitada(10_011, 10_010)).toEqual({ total: 10_011, exato: false });
  });
});

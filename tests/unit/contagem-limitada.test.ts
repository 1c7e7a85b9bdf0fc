import { describe, expect, it } from 'vitest';
import { contagemLimitada, LIMITE_CONTAGEM, limiteDaContagem } from '@/lib/data/processos/contagem';

describe("call 1's bounded count (issue 33 item 4)", () => {
  it('bounds at 1 000, or at the last row of a deeper page', () => {
    expect(LIMITE_CONTAGEM).toBe(1_000);
    expect(limiteDaContagem(1, 10)).toBe(1_000);
    expect(limiteDaContagem(100, 10)).toBe(1_000);
    expect(limiteDaContagem(101, 10)).toBe(1_010);
    expect(limiteDaContagem(3, 500)).toBe(1_500);
  });

  it('is exact within the bound and the lower bound limite + 1 beyond it', () => {
    expect(contagemLimitada(0, 1_000)).toEqual({ total: 0, exato: true });
    expect(contagemLimitada(1_000, 1_000)).toEqual({ total: 1_000, exato: true });
    expect(contagemLimitada(1_001, 1_000)).toEqual({ total: 1_001, exato: false });
    expect(contagemLimitada(1_011, 1_010)).toEqual({ total: 1_011, exato: false });
  });
});

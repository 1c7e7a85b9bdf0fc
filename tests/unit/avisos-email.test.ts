import { describe, expect, it } from 'vitest';
import { chaveDeAndamentos, chaveDePrazos, mensagemNovosAndamentos } from '@/lib/domain/avisos-email';

describe('avisos por e-mail: keys and the court news message', () => {
  it('the same deadlines give the same key in any order', () => {
    expect(chaveDePrazos([12, 3, 7])).toBe('prazos:3,7,12');
    expect(chaveDePrazos([7, 12, 3])).toBe(chaveDePrazos([3, 7, 12]));
    expect(chaveDePrazos([5])).not.toBe(chaveDePrazos([5, 6]));
  });

  it('a batch of new movements is named by its first id', () => {
    expect(chaveDeAndamentos([41, 40, 42])).toBe('andamentos:40');
  });

  it('one movement is named with its date in Brasília; several are counted and the latest named', () => {
    const juntada = { nome: 'Juntada de Laudo Pericial', dataHora: new Date('2026-11-20T18:30:00Z') };
    expect(mensagemNovosAndamentos([juntada])).toBe('novo andamento no tribunal: Juntada de Laudo Pericial (20/11/2026).');
    // 01:30 UTC on the 21st is still the 20th in São Paulo.
    const tarde = { nome: 'Conclusos para decisão', dataHora: new Date('2026-11-21T01:30:00Z') };
    expect(mensagemNovosAndamentos([tarde, juntada])).toBe('2 novos andamentos no tribunal; o mais recente: Conclusos para decisão (20/11/2026).');
  });
});

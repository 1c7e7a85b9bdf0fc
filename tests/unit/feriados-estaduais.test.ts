import { describe, expect, it } from 'vitest';
import { feriadoEstadual, ufDoTribunalEstadual } from '@/lib/domain/prazos/feriados-estaduais';
import { contarPrazo, motivoDiaNaoUtil } from '@/lib/domain/prazos';

/** Issue 34 item 4: state holidays close the state courts of their UF, with exact dates 2025–2028. */
describe('state holidays', () => {
  it('maps the J.TR of a state court to its UF (Res. CNJ 65/2008) and nothing else', () => {
    expect(ufDoTribunalEstadual('8.26')).toBe('SP');
    expect(ufDoTribunalEstadual('8.19')).toBe('RJ');
    expect(ufDoTribunalEstadual('8.05')).toBe('BA');
    expect(ufDoTribunalEstadual('4.03')).toBeNull();
    expect(ufDoTribunalEstadual('8.28')).toBeNull();
    expect(ufDoTribunalEstadual(null)).toBeNull();
  });

  it('9 July closes the TJSP every year 2025–2028, not the TRF3 nor the TJRJ', () => {
    for (const y of [2025, 2026, 2027, 2028]) {
      expect(feriadoEstadual(`${y}-07-09`, '8.26')).toBe('Feriado estadual (SP): Revolução Constitucionalista de 1932');
      expect(feriadoEstadual(`${y}-07-09`, '4.03')).toBeNull();
      expect(feriadoEstadual(`${y}-07-09`, '8.19')).toBeNull();
    }
    expect(feriadoEstadual('2026-04-23', '8.19')).toBe('Feriado estadual (RJ): Dia de São Jorge');
    expect(feriadoEstadual('2027-07-02', '8.05')).toBe('Feriado estadual (BA): Independência da Bahia');
    expect(feriadoEstadual('2028-09-20', '8.21')).toBe('Feriado estadual (RS): Revolução Farroupilha');
  });

  it('the engine skips them for the state court only: TJSP intimação Wed 8 Jul 2026, 5 dias úteis', () => {
    // 9 Jul (Thu) closed in SP, and Fri 10 too (TJSP's own suspension, Provimento CSM 2.813/2025): day 1 is Mon 13,
    // then 14, 15, 16, 17 → Fri 17 Jul; elsewhere Wed 15 Jul.
    expect(motivoDiaNaoUtil('2026-07-09', { tribunal: '8.26' })).toBe('Feriado estadual (SP): Revolução Constitucionalista de 1932');
    expect(contarPrazo('2026-07-08', 5, { tribunal: '8.26' }).fim).toBe('2026-07-17');
    expect(contarPrazo('2026-07-08', 5, { tribunal: '8.19' }).fim).toBe('2026-07-15');
    // TJRJ, São Jorge on Thu 23 Apr 2026: an intimação on Wed 22 Apr, 15 dias úteis end Fri 15 May (1 May is national), Thu 14 May elsewhere.
    expect(contarPrazo('2026-04-22', 15, { tribunal: '8.19' }).fim).toBe('2026-05-15');
    expect(contarPrazo('2026-04-22', 15, { tribunal: '8.26' }).fim).toBe('2026-05-14');
  });
});

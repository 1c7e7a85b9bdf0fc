import { describe, expect, it } from 'vitest';
import { contarPrazo, easterSunday, isBusinessDay, motivoDiaNaoUtil, nationalHolidays } from '@/lib/domain/prazos';
import { DIAS_DOS_TRIBUNAIS, diaDoTribunal, diasDoTribunalNoAno } from '@/lib/domain/prazos/dias-dos-tribunais';
import { calendarioDoAno } from '@/lib/domain/prazos/calendario-ano';

// Issue 34 item 4: exact dates of the movable days and of the art. 220 suspension for 2025–2028, and the courts' own
// days (each with its act).
describe('Corpus Christi, Carnaval and Sexta-feira Santa 2025–2028 (Easter + 60, −48/−47, −2)', () => {
  it.each([
    [2025, '2025-04-20', '2025-03-03', '2025-03-04', '2025-04-18', '2025-06-19'],
    [2026, '2026-04-05', '2026-02-16', '2026-02-17', '2026-04-03', '2026-06-04'],
    [2027, '2027-03-28', '2027-02-08', '2027-02-09', '2027-03-26', '2027-05-27'],
    [2028, '2028-04-16', '2028-02-28', '2028-02-29', '2028-04-14', '2028-06-15'],
  ])('%i: Easter %s, Carnaval %s and %s, Sexta-feira Santa %s, Corpus Christi %s', (ano, pascoa, seg, ter, sexta, corpus) => {
    expect(easterSunday(ano)).toBe(pascoa);
    const h = nationalHolidays(ano);
    expect(h.get(seg)).toBe('Carnaval');
    expect(h.get(ter)).toBe('Carnaval');
    expect(h.get(sexta)).toBe('Sexta-feira Santa');
    expect(h.get(corpus)).toBe('Corpus Christi');
  });
});

describe('CPC art. 220: deadlines suspended from 20/12 to 20/01 inclusive, every year 2025–2028', () => {
  it.each([2025, 2026, 2027])('%i/%i+1: 19/12 and 21/01 count when weekdays, 20/12 … 20/01 never', (ano) => {
    for (const d of [`${ano}-12-22`, `${ano}-12-23`, `${ano}-12-30`, `${ano + 1}-01-07`, `${ano + 1}-01-20`]) {
      const m = motivoDiaNaoUtil(d);
      expect(m === 'Recesso forense (CPC art. 220)' || m?.startsWith('Feriado nacional') || m === 'Sábado' || m === 'Domingo').toBe(true);
    }
  });
  it('exact ends across the suspension: intimação Fri 18/12/2026, 1 dia útil → Thu 21/01/2027; Thu 18/12/2025, 2 → Wed 21/01/2026; Tue 19/12/2028 → Mon 22/01/2029', () => {
    expect(contarPrazo('2026-12-18', 1).fim).toBe('2027-01-21');
    expect(contarPrazo('2025-12-18', 2).fim).toBe('2026-01-21');
    expect(contarPrazo('2028-12-19', 1).fim).toBe('2029-01-22');
    expect(contarPrazo('2027-12-17', 1).fim).toBe('2028-01-21');
  });
});

describe("the courts' own days (published acts only)", () => {
  it('every preloaded day has a source, a J.TR and a date in 2025–2028, and is not already a national holiday', () => {
    expect(DIAS_DOS_TRIBUNAIS.length).toBeGreaterThan(0);
    for (const d of DIAS_DOS_TRIBUNAIS) {
      expect(d.fonte.length).toBeGreaterThan(10);
      expect(d.tribunal).toMatch(/^\d\.\d{2}$/);
      expect(Number(d.data.slice(0, 4))).toBeGreaterThanOrEqual(2025);
      expect(Number(d.data.slice(0, 4))).toBeLessThanOrEqual(2028);
      expect(nationalHolidays(Number(d.data.slice(0, 4))).has(d.data)).toBe(false);
    }
  });

  it('TJSP 2026 (Provimento CSM 2.813/2025): Endoenças Thu 02/04 and the suspension of Mon 20/04 bind TJSP only', () => {
    expect(diaDoTribunal('2026-04-02', '8.26')?.nome).toBe('Endoenças (Quinta-feira Santa)');
    expect(motivoDiaNaoUtil('2026-04-02', { tribunal: '8.26', justica: 'estadual' })).toBe('Sem expediente no tribunal: Endoenças (Quinta-feira Santa)');
    expect(isBusinessDay('2026-04-02', { tribunal: '8.19', justica: 'estadual' })).toBe(true);
    // Intimação Wed 01/04/2026 at TJSP, 3 dias úteis: 02 x, 03 Paixão, 04–05 weekend, 06 (1), 07 (2), 08 (3).
    expect(contarPrazo('2026-04-01', 3, { tribunal: '8.26' }).fim).toBe('2026-04-08');
    // At TJRJ the same: 02 (1), 06 (2), 07 (3).
    expect(contarPrazo('2026-04-01', 3, { tribunal: '8.19' }).fim).toBe('2026-04-07');
    // 17/04 … 21/04 at TJSP: Fri 17 (1), Mon 20 suspended, Tue 21 Tiradentes, Wed 22 (2).
    expect(contarPrazo('2026-04-16', 2, { tribunal: '8.26' }).fim).toBe('2026-04-22');
    expect(diasDoTribunalNoAno(2026, '8.26').map((d) => d.data)).toEqual(['2026-04-02', '2026-04-20', '2026-06-05', '2026-07-10', '2026-10-28', '2026-12-07']);
  });

  it('TJPR 2025 (Decreto Judiciário 645/2024): Quinta-feira Santa, 20/06, 28/10 and 08/12; not 08/09 (Curitiba only)', () => {
    expect(diasDoTribunalNoAno(2025, '8.16').map((d) => d.data)).toEqual(['2025-04-17', '2025-06-20', '2025-10-28', '2025-12-08']);
    expect(diaDoTribunal('2025-04-17', '8.16')?.fonte).toContain('645/2024');
    expect(isBusinessDay('2025-09-08', { tribunal: '8.16' })).toBe(true);
    // 19/12/2025 is the data magna (already counted), not repeated here.
    expect(diaDoTribunal('2025-12-19', '8.16')).toBeNull();
    expect(isBusinessDay('2025-12-19', { tribunal: '8.16' })).toBe(false);
  });

  it('TJPR 2026 (Decreto Judiciário 621/2025): Dia da Justiça moved to Fri 18/12, so Tue 08/12/2026 counts there', () => {
    expect(diasDoTribunalNoAno(2026, '8.16').map((d) => d.data)).toEqual(['2026-04-02', '2026-04-20', '2026-06-05', '2026-10-30', '2026-12-18']);
    expect(diaDoTribunal('2026-12-18', '8.16')?.nome).toBe('Dia da Justiça (transferido de 08/12)');
    expect(isBusinessDay('2026-12-08', { tribunal: '8.16' })).toBe(true);
    expect(isBusinessDay('2026-10-28', { tribunal: '8.16' })).toBe(true);
    // Intimação Thu 17/12/2026 at TJPR, 1 dia útil: 18 closed, 19–20 weekend / art. 220 … → Thu 21/01/2027.
    expect(contarPrazo('2026-12-17', 1, { tribunal: '8.16' }).fim).toBe('2027-01-21');
    expect(contarPrazo('2026-12-17', 1, { tribunal: '8.26' }).fim).toBe('2026-12-18');
  });

  it('TJMS 2026 (Portaria 983/2025): Cinzas 18/02 is a whole day closed; the pontos facultativos are not loaded', () => {
    expect(diasDoTribunalNoAno(2026, '8.12').map((d) => d.data)).toEqual(['2026-02-18', '2026-04-02', '2026-08-11', '2026-10-30', '2026-12-08']);
    expect(motivoDiaNaoUtil('2026-02-18', { tribunal: '8.12' })).toBe('Sem expediente no tribunal: Quarta-feira de Cinzas');
    expect(isBusinessDay('2026-02-18', { tribunal: '8.26' })).toBe(true);
    for (const pf of ['2026-04-20', '2026-06-05', '2026-08-10', '2026-12-07']) expect(isBusinessDay(pf, { tribunal: '8.12' })).toBe(true);
  });

  it('TJAL 2026 (ato normativo approved by the Pleno): the four suspensions 20/04, 05/06, 10/08 and 07/12', () => {
    expect(diasDoTribunalNoAno(2026, '8.02').map((d) => d.data)).toEqual(['2026-04-20', '2026-06-05', '2026-08-10', '2026-12-07']);
    expect(diaDoTribunal('2026-08-10', '8.02')?.nome).toBe('Suspensão do expediente (Dia do Jurista)');
    expect(diaDoTribunal('2026-08-28', '8.02')).toBeNull(); // only where the municipal holiday exists
  });

  it('TJSP in a year without a preloaded act (2027): Holy Thursday 25/03/2027 is not assumed closed', () => {
    expect(isBusinessDay('2027-03-25', { tribunal: '8.26' })).toBe(true);
    expect(isBusinessDay('2027-12-08', { tribunal: '8.26' })).toBe(true);
  });
});

describe('calendarioDoAno (the admin screen and the agenda)', () => {
  it('2026 at TJSP, comarca São Paulo/SP, with a closure: weekdays only, each with its origin', () => {
    const dias = calendarioDoAno(2026, {
      tribunal: '8.26',
      comarca: 'São Paulo/SP',
      justica: 'estadual',
      suspensoes: [{ dataInicio: '2026-01-26', dataFim: '2026-01-26', tribunal: null, comarca: 'sao paulo/sp', descricao: 'Aniversário de São Paulo (transferido)' }],
    });
    const por = new Map(dias.map((d) => [d.data, d]));
    expect(por.get('2026-01-26')).toMatchObject({ origem: 'fechamento', motivo: 'Aniversário de São Paulo (transferido)' });
    expect(por.get('2026-02-16')).toMatchObject({ origem: 'lei', motivo: 'Carnaval' });
    expect(por.get('2026-04-02')).toMatchObject({ origem: 'tribunal', fonte: expect.stringContaining('2.813/2025') });
    expect(por.get('2026-07-09')).toMatchObject({ origem: 'lei', motivo: expect.stringContaining('Feriado estadual (SP)') });
    expect(por.get('2026-12-21')).toMatchObject({ origem: 'recesso' });
    expect(por.get('2026-01-05')).toMatchObject({ origem: 'recesso' });
    expect(dias.some((d) => d.data === '2026-01-03')).toBe(false); // a Saturday is not listed
    expect(dias.every((d) => d.data.startsWith('2026-'))).toBe(true);
  });
});

describe('calendarioDoAno agrees with the engine', () => {
  it.each([2025, 2026, 2027, 2028])('%i: every weekday listed is exactly a weekday the engine does not count (TJSP, federal, TJDFT)', (ano) => {
    for (const cal of [{ tribunal: '8.26' }, { justica: 'federal' as const, tribunal: '4.03' }, { tribunal: '8.07' }]) {
      const listados = new Set(calendarioDoAno(ano, cal).map((d) => d.data));
      for (let m = 0; m < 12; m++)
        for (let dia = 1; dia <= 28; dia++) {
          const iso = `${ano}-${String(m + 1).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
          const wd = new Date(`${iso}T12:00:00Z`).getUTCDay();
          if (wd === 0 || wd === 6) continue;
          expect(listados.has(iso)).toBe(!isBusinessDay(iso, cal));
        }
    }
  });
});

describe('data magna of Pernambuco (Lei estadual 16.059/2017)', () => {
  it('06/03 closes the TJPE (8.17) only: Fri 06/03/2026; an intimação Thu 05/03/2026, 1 dia útil → Mon 09/03 at TJPE, Fri 06/03 elsewhere', () => {
    expect(motivoDiaNaoUtil('2026-03-06', { tribunal: '8.17' })).toBe('Feriado estadual (PE): Data Magna de Pernambuco (Revolução Pernambucana de 1817)');
    expect(contarPrazo('2026-03-05', 1, { tribunal: '8.17' }).fim).toBe('2026-03-09');
    expect(contarPrazo('2026-03-05', 1, { tribunal: '8.26' }).fim).toBe('2026-03-06');
    expect(isBusinessDay('2027-03-05', { tribunal: '8.17' })).toBe(true);
    expect(isBusinessDay('2028-03-06', { tribunal: '8.17' })).toBe(false);
  });
});

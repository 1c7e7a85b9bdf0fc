import { describe, expect, it } from 'vitest';
import {
  addDays,
  contarPrazo,
  easterSunday,
  isBusinessDay,
  isIsoDate,
  motivoDiaNaoUtil,
  nationalHolidays,
  somarDiasUteis,
  type Calendario,
  type Suspensao,
} from '@/lib/domain/prazos';
import { isTribunal, justicaDe, tribunalCombinaComJustica, tribunalDoNumero } from '@/lib/domain/prazos/tribunais';

const SAB = 'Sábado';
const DOM = 'Domingo';
const REC = 'Recesso forense (CPC art. 220)';
const JF = 'Feriado da Justiça Federal (Lei 5.010/66)';
const CARN = 'Carnaval';

const TJRJ_SUSPENSAO: Suspensao = {
  dataInicio: '2026-03-10',
  dataFim: '2026-03-11',
  tribunal: '8.19',
  comarca: null,
  descricao: 'Suspensão do expediente (Ato TJRJ 1/2026)',
};
const SP_ANIVERSARIO: Suspensao = { dataInicio: '2027-01-25', dataFim: '2027-01-25', tribunal: null, comarca: 'São Paulo/SP', descricao: 'Aniversário de São Paulo' };
const SANTOS_TJSP: Suspensao = { dataInicio: '2026-03-19', dataFim: '2026-03-19', tribunal: '8.26', comarca: 'Santos/SP', descricao: 'Expediente suspenso: enchente' };
const SUSPENSOES = [TJRJ_SUSPENSAO, SP_ANIVERSARIO, SANTOS_TJSP];

type Caso = {
  nome: string;
  inicio: string;
  dias: number;
  cal?: Calendario;
  fim: string;
  /** Day 1 of the count, when worth checking. */
  primeiro?: string;
  /** The exact list of skipped days (omitted only where the list is long; then `quantos` and spot checks). */
  ignorados?: [string, string][];
  quantos?: number;
  contem?: [string, string][];
};

// Every case worked out by hand on a printed calendar; the comment walks the days
// (n = n-th business day counted, "x" = skipped). Intimação day is never counted (CPC art. 224).
const CASOS: Caso[] = [
  {
    // Mon 02/03 intimação · Tue 03 (1) Wed 04 (2) Thu 05 (3) Fri 06 (4) · Sat 07 x Sun 08 x · Mon 09 (5)
    nome: 'plain week, Monday intimação',
    inicio: '2026-03-02', dias: 5, fim: '2026-03-09', primeiro: '2026-03-03',
    ignorados: [['2026-03-07', SAB], ['2026-03-08', DOM]],
  },
  {
    // 03..06 (1–4) · 07,08 x · 09..13 (5–9) · 14,15 x · 16..20 (10–14) · 21,22 x · Mon 23 (15)
    nome: '15 days across three weekends',
    inicio: '2026-03-02', dias: 15, fim: '2026-03-23',
    ignorados: [['2026-03-07', SAB], ['2026-03-08', DOM], ['2026-03-14', SAB], ['2026-03-15', DOM], ['2026-03-21', SAB], ['2026-03-22', DOM]],
  },
  {
    // Fri 06/03 intimação (a business day) · Sat 07 x Sun 08 x · Mon 09 (1)
    nome: 'intimação on a Friday',
    inicio: '2026-03-06', dias: 1, fim: '2026-03-09', primeiro: '2026-03-09',
    ignorados: [['2026-03-07', SAB], ['2026-03-08', DOM]],
  },
  {
    // Sat 07/03 intimação: not a business day, so it counts as made on Mon 09 (art. 224 §1);
    // Sat 07 x Sun 08 x · Mon 09 = intimação, not counted · Tue 10 (1)
    nome: 'intimação on a Saturday starts counting after Monday',
    inicio: '2026-03-07', dias: 1, fim: '2026-03-10', primeiro: '2026-03-10',
    ignorados: [['2026-03-07', SAB], ['2026-03-08', DOM]],
  },
  {
    // Sun 08/03 x → intimação Mon 09 · Tue 10 (1) … Fri 13 (4) · 14,15 x · Mon 16 (5)
    nome: 'intimação on a Sunday',
    inicio: '2026-03-08', dias: 5, fim: '2026-03-16', primeiro: '2026-03-10',
    ignorados: [['2026-03-08', DOM], ['2026-03-14', SAB], ['2026-03-15', DOM]],
  },
  {
    // Easter 2026 = 05/04 → Carnaval Mon 16/02, Tue 17/02. Fri 13 intimação · 14,15 x · 16,17 Carnaval x ·
    // Wed 18 (1) Thu 19 (2) Fri 20 (3)
    nome: 'Carnaval after a Friday intimação',
    inicio: '2026-02-13', dias: 3, fim: '2026-02-20', primeiro: '2026-02-18',
    ignorados: [['2026-02-14', SAB], ['2026-02-15', DOM], ['2026-02-16', CARN], ['2026-02-17', CARN]],
  },
  {
    // Intimação on Carnaval Monday 16/02 x, Tue 17 x → intimação Wed 18 (Cinzas is a business day) · Thu 19 (1)
    nome: 'intimação on Carnaval Monday',
    inicio: '2026-02-16', dias: 1, fim: '2026-02-19', primeiro: '2026-02-19',
    ignorados: [['2026-02-16', CARN], ['2026-02-17', CARN]],
  },
  {
    // Mon 09/02 · 10 (1) 11 (2) 12 (3) 13 (4) · 14,15,16C,17C x · 18 (5) 19 (6) 20 (7) · 21,22 x ·
    // 23 (8) 24 (9) 25 (10) 26 (11) 27 (12) · 28/02, 01/03 x · 02 (13) 03 (14) Wed 04/03 (15)
    nome: '15 days across Carnaval (art. 477 §1)',
    inicio: '2026-02-09', dias: 15, fim: '2026-03-04',
    ignorados: [
      ['2026-02-14', SAB], ['2026-02-15', DOM], ['2026-02-16', CARN], ['2026-02-17', CARN],
      ['2026-02-21', SAB], ['2026-02-22', DOM], ['2026-02-28', SAB], ['2026-03-01', DOM],
    ],
  },
  {
    // Estadual, Holy Week 2026: Mon 30/03 · Tue 31 (1) Wed 01/04 (2) Thu 02 (3) · Fri 03 Sexta-feira Santa x ·
    // Sat 04 x Sun 05 x · Mon 06 (4) Tue 07 (5)
    nome: 'Holy Week, estadual: only Good Friday',
    inicio: '2026-03-30', dias: 5, cal: { justica: 'estadual' }, fim: '2026-04-07',
    ignorados: [['2026-04-03', 'Sexta-feira Santa'], ['2026-04-04', SAB], ['2026-04-05', DOM]],
  },
  {
    // Federal, same dates: Tue 31 (1) · Wed 01/04 JF x Thu 02 JF x (Lei 5.010/66 art. 62 II) · Fri 03 x Sat 04 x Sun 05 x ·
    // Mon 06 (2) Tue 07 (3) Wed 08 (4) Thu 09 (5)
    nome: 'Holy Week, federal: Wednesday to Sunday',
    inicio: '2026-03-30', dias: 5, cal: { justica: 'federal' }, fim: '2026-04-09',
    ignorados: [['2026-04-01', JF], ['2026-04-02', JF], ['2026-04-03', 'Sexta-feira Santa'], ['2026-04-04', SAB], ['2026-04-05', DOM]],
  },
  {
    // Trabalho follows the common rules: same as estadual
    nome: 'Holy Week, trabalho: only Good Friday',
    inicio: '2026-03-30', dias: 5, cal: { justica: 'trabalho', tribunal: '5.01' }, fim: '2026-04-07',
  },
  {
    // Juizado Especial Federal (tribunal 4.03 = TRF3) under 'civel_juizados': Lei 5.010/66 binds J = 4 → as federal
    nome: 'JEF (tribunal 4.03) gets the federal holidays whatever the justiça code',
    inicio: '2026-03-30', dias: 5, cal: { justica: 'civel_juizados', tribunal: '4.03' }, fim: '2026-04-09',
  },
  {
    // Easter 2025 = 20/04. Federal: Tue 15/04 · Wed 16 JF x Thu 17 JF x Fri 18 Santa x Sat 19 x Sun 20 x ·
    // Mon 21 Tiradentes x · Tue 22 (1)
    nome: 'Holy Week 2025 runs into Tiradentes (federal)',
    inicio: '2025-04-15', dias: 1, cal: { justica: 'federal' }, fim: '2025-04-22',
    ignorados: [
      ['2025-04-16', JF], ['2025-04-17', JF], ['2025-04-18', 'Sexta-feira Santa'], ['2025-04-19', SAB], ['2025-04-20', DOM],
      ['2025-04-21', 'Feriado nacional: Tiradentes'],
    ],
  },
  {
    // Estadual, same start: Wed 16/04 (1)
    nome: 'Holy Week 2025 (estadual): Wednesday counts',
    inicio: '2025-04-15', dias: 1, cal: { justica: 'estadual' }, fim: '2025-04-16', ignorados: [],
  },
  {
    // Fri 17/04/2026 · 18,19 x · Mon 20 (1) · Tue 21 Tiradentes x · Wed 22 (2) Thu 23 (3)
    nome: 'Tiradentes on a Tuesday',
    inicio: '2026-04-17', dias: 3, fim: '2026-04-23',
    ignorados: [['2026-04-18', SAB], ['2026-04-19', DOM], ['2026-04-21', 'Feriado nacional: Tiradentes']],
  },
  {
    // Corpus Christi 2026 = Easter + 60 = Thu 04/06. Wed 03 · Thu 04 x · Fri 05 (1) · 06,07 x · Mon 08 (2)
    nome: 'Corpus Christi 2026',
    inicio: '2026-06-03', dias: 2, fim: '2026-06-08',
    ignorados: [['2026-06-04', 'Corpus Christi'], ['2026-06-06', SAB], ['2026-06-07', DOM]],
  },
  {
    // Corpus Christi 2025 = Thu 19/06. Tue 17 · Wed 18 (1) · Thu 19 x · Fri 20 (2) · 21,22 x · Mon 23 (3)
    nome: 'Corpus Christi 2025',
    inicio: '2025-06-17', dias: 3, fim: '2025-06-23',
    ignorados: [['2025-06-19', 'Corpus Christi'], ['2025-06-21', SAB], ['2025-06-22', DOM]],
  },
  {
    // Thu 17/12/2026 · Fri 18 (1) · Sat 19 x · Sun 20 x (weekend wins over recess) · Mon 21 … Wed 20/01/2027 recess x ·
    // Thu 21 (2) Fri 22 (3) · 23,24 x · Mon 25 (4) Tue 26 (5). Skipped: 19/12 + 32 days 20/12–20/01 + 23, 24/01 = 35
    nome: 'recess of art. 220 and the year turn',
    inicio: '2026-12-17', dias: 5, cal: { justica: 'estadual' }, fim: '2027-01-26',
    quantos: 35,
    contem: [
      ['2026-12-19', SAB], ['2026-12-20', DOM], ['2026-12-21', REC], ['2026-12-25', 'Feriado nacional: Natal'],
      ['2026-12-26', SAB], ['2027-01-01', 'Feriado nacional: Confraternização Universal'], ['2027-01-20', REC], ['2027-01-24', DOM],
    ],
  },
  {
    // Fri 18/12/2026 · 19, 20 x · 21/12 … 20/01 recess x · Thu 21/01/2027 (1)
    nome: 'one day from the last Friday before the recess',
    inicio: '2026-12-18', dias: 1, fim: '2027-01-21', primeiro: '2027-01-21', quantos: 33,
  },
  {
    // Mon 14/12/2026 · 15 (1) 16 (2) 17 (3) 18 (4) · 19/12–20/01 x · 21/01 (5) 22 (6) · 23,24 x · 25 (7) 26 (8) 27 (9) 28 (10)
    nome: 'deadline paused by the recess and resumed',
    inicio: '2026-12-14', dias: 10, fim: '2027-01-28', quantos: 35,
  },
  {
    // Intimação Mon 04/01/2027 in the recess: 04–20/01 x (17 days) → intimação Thu 21 · Fri 22 (1)
    nome: 'intimação during the recess',
    inicio: '2027-01-04', dias: 1, fim: '2027-01-22', primeiro: '2027-01-22', quantos: 17,
    contem: [['2027-01-04', REC], ['2027-01-09', SAB], ['2027-01-20', REC]],
  },
  {
    // Fri 19/12/2025 · Sat 20/12 … Tue 20/01/2026 x · Wed 21 (1) Thu 22 (2) Fri 23 (3) · 24,25 x · 26 (4) … 30 (8) ·
    // 31/01, 01/02 x · Mon 02/02 (9) Tue 03/02 (10)
    nome: 'year turn 2025 → 2026',
    inicio: '2025-12-19', dias: 10, fim: '2026-02-03',
    contem: [['2025-12-20', SAB], ['2025-12-22', REC], ['2025-12-31', REC], ['2026-01-01', 'Feriado nacional: Confraternização Universal'], ['2026-01-31', SAB]],
  },
  {
    // Federal inside 20/12–20/01: the CPC recess is the reason shown (it covers the Lei 5.010/66 recess)
    nome: 'federal recess is covered by art. 220',
    inicio: '2026-12-18', dias: 1, cal: { justica: 'federal' }, fim: '2027-01-21',
    contem: [['2026-12-21', REC], ['2027-01-06', REC]],
  },
  {
    // Federal 11/08/2026 (Tue): Mon 10 · Tue 11 JF x · Wed 12 (1)
    nome: '11 de agosto, federal',
    inicio: '2026-08-10', dias: 1, cal: { justica: 'federal' }, fim: '2026-08-12', ignorados: [['2026-08-11', JF]],
  },
  {
    // Estadual: Tue 11/08 (1)
    nome: '11 de agosto, estadual',
    inicio: '2026-08-10', dias: 1, cal: { justica: 'estadual' }, fim: '2026-08-11', ignorados: [],
  },
  {
    // Federal 2027: Fri 29/10 · 30,31 x · Mon 01/11 JF x · Tue 02/11 Finados x · Wed 03 (1)
    nome: '1 and 2 November, federal',
    inicio: '2027-10-29', dias: 1, cal: { justica: 'federal' }, fim: '2027-11-03',
    ignorados: [['2027-10-30', SAB], ['2027-10-31', DOM], ['2027-11-01', JF], ['2027-11-02', 'Feriado nacional: Finados']],
  },
  {
    // Estadual 2027: 30,31 x · Mon 01/11 (1)
    nome: '1 November, estadual',
    inicio: '2027-10-29', dias: 1, cal: { justica: 'estadual' }, fim: '2027-11-01',
  },
  {
    // Federal 08/12/2026 (Tue): Mon 07 · Tue 08 JF x · Wed 09 (1) Thu 10 (2) Fri 11 (3)
    nome: '8 December, federal',
    inicio: '2026-12-07', dias: 3, cal: { justica: 'federal' }, fim: '2026-12-11', ignorados: [['2026-12-08', JF]],
  },
  {
    // Estadual: Tue 08 (1) Wed 09 (2) Thu 10 (3)
    nome: '8 December, estadual',
    inicio: '2026-12-07', dias: 3, cal: { justica: 'estadual' }, fim: '2026-12-10', ignorados: [],
  },
  {
    // Easter 2027 = 28/03 → Carnaval 08–09/02. Federal, Fri 05/02 · 06,07 x · 08,09 Carnaval x · Wed 10 (1) Thu 11 (2)
    nome: 'Carnaval 2027, federal',
    inicio: '2027-02-05', dias: 2, cal: { justica: 'federal' }, fim: '2027-02-11',
    ignorados: [['2027-02-06', SAB], ['2027-02-07', DOM], ['2027-02-08', CARN], ['2027-02-09', CARN]],
  },
  {
    // Easter 2028 = 16/04 → Carnaval Mon 28/02 and Tue 29/02 (leap day). Thu 24/02 · Fri 25 (1) · 26,27,28,29 x ·
    // Wed 01/03 (2) Thu 02/03 (3)
    nome: 'Carnaval on a leap day',
    inicio: '2028-02-24', dias: 3, fim: '2028-03-02',
    ignorados: [['2028-02-26', SAB], ['2028-02-27', DOM], ['2028-02-28', CARN], ['2028-02-29', CARN]],
  },
  {
    // 20/11 is national from 2024 (Lei 14.759/23): Thu 19/11/2026 · Fri 20 x · 21,22 x · Mon 23 (1)
    nome: 'Consciência Negra 2026',
    inicio: '2026-11-19', dias: 1, fim: '2026-11-23',
    ignorados: [['2026-11-20', 'Feriado nacional: Dia Nacional de Zumbi e da Consciência Negra'], ['2026-11-21', SAB], ['2026-11-22', DOM]],
  },
  {
    // Before 2024 it was not: Fri 17/11/2023 · 18,19 x · Mon 20 (1)
    nome: '20 November 2023 was a business day',
    inicio: '2023-11-17', dias: 1, fim: '2023-11-20',
  },
  {
    // Fri 04/09/2026 · 05,06 x · Mon 07 Independência x · Tue 08 (1)
    nome: 'Independência on a Monday',
    inicio: '2026-09-04', dias: 1, fim: '2026-09-08',
    ignorados: [['2026-09-05', SAB], ['2026-09-06', DOM], ['2026-09-07', 'Feriado nacional: Independência do Brasil']],
  },
  {
    // TJRJ (8.19) closed 10–11/03/2026: Mon 09 · Tue 10 x Wed 11 x · Thu 12 (1) Fri 13 (2) · 14,15 x · Mon 16 (3)
    nome: 'closure recorded for TJRJ binds a TJRJ case',
    inicio: '2026-03-09', dias: 3, cal: { tribunal: '8.19', suspensoes: SUSPENSOES }, fim: '2026-03-16',
    ignorados: [
      ['2026-03-10', TJRJ_SUSPENSAO.descricao], ['2026-03-11', TJRJ_SUSPENSAO.descricao], ['2026-03-14', SAB], ['2026-03-15', DOM],
    ],
  },
  {
    // The same closure does not touch TJSP (8.26): Tue 10 (1) Wed 11 (2) Thu 12 (3)
    nome: 'closure recorded for TJRJ does not bind TJSP',
    inicio: '2026-03-09', dias: 3, cal: { tribunal: '8.26', suspensoes: SUSPENSOES }, fim: '2026-03-12', ignorados: [],
  },
  {
    // Nor a case whose tribunal is unknown
    nome: 'closure does not bind a case without tribunal',
    inicio: '2026-03-09', dias: 3, cal: { suspensoes: SUSPENSOES }, fim: '2026-03-12', ignorados: [],
  },
  {
    // Intimação on a TJRJ closure day: Tue 10 x Wed 11 x → intimação Thu 12 · Fri 13 (1)
    nome: 'intimação on a closure day',
    inicio: '2026-03-10', dias: 1, cal: { tribunal: '8.19', suspensoes: SUSPENSOES }, fim: '2026-03-13', primeiro: '2026-03-13',
    ignorados: [['2026-03-10', TJRJ_SUSPENSAO.descricao], ['2026-03-11', TJRJ_SUSPENSAO.descricao]],
  },
  {
    // Comarca closure (any tribunal), compared without case/accents: Fri 22/01/2027 · 23,24 x · Mon 25 x · Tue 26 (1)
    nome: 'closure recorded for a comarca',
    inicio: '2027-01-22', dias: 1, cal: { tribunal: '4.03', comarca: 'SAO PAULO/SP', suspensoes: SUSPENSOES }, fim: '2027-01-26',
    ignorados: [['2027-01-23', SAB], ['2027-01-24', DOM], ['2027-01-25', 'Aniversário de São Paulo']],
  },
  {
    // Another comarca: Mon 25/01 (1)
    nome: 'comarca closure does not bind another comarca',
    inicio: '2027-01-22', dias: 1, cal: { comarca: 'Campinas/SP', suspensoes: SUSPENSOES }, fim: '2027-01-25',
  },
  {
    // Closure for TJSP in Santos only: Wed 18/03 · Thu 19 x · Fri 20 (1)
    nome: 'closure for a tribunal and comarca binds that pair',
    inicio: '2026-03-18', dias: 1, cal: { tribunal: '8.26', comarca: 'Santos/SP', suspensoes: SUSPENSOES }, fim: '2026-03-20',
    ignorados: [['2026-03-19', SANTOS_TJSP.descricao]],
  },
  {
    // …not TJSP elsewhere (Thu 19 (1)), nor TRF3 in Santos (Thu 19 (1))
    nome: 'closure for TJSP in Santos does not bind TJSP in São Paulo',
    inicio: '2026-03-18', dias: 1, cal: { tribunal: '8.26', comarca: 'São Paulo/SP', suspensoes: SUSPENSOES }, fim: '2026-03-19',
  },
  {
    nome: 'closure for TJSP in Santos does not bind TRF3 in Santos',
    inicio: '2026-03-18', dias: 1, cal: { tribunal: '4.03', comarca: 'Santos/SP', suspensoes: SUSPENSOES }, fim: '2026-03-19',
  },
];

describe('contarPrazo: the hand-checked table', () => {
  it('has at least 30 cases', () => expect(CASOS.length).toBeGreaterThanOrEqual(30));

  it.each(CASOS)('$nome: $inicio + $dias → $fim', (c) => {
    const r = contarPrazo(c.inicio, c.dias, c.cal);
    expect(r.fim).toBe(c.fim);
    expect(r.inicio).toBe(c.inicio);
    expect(r.dias).toBe(c.dias);
    if (c.primeiro) expect(r.inicioContagem).toBe(c.primeiro);
    const pares = r.ignorados.map((d) => [d.data, d.motivo]);
    if (c.ignorados) expect(pares).toEqual(c.ignorados);
    if (c.quantos !== undefined) expect(r.ignorados).toHaveLength(c.quantos);
    for (const par of c.contem ?? []) expect(pares).toContainEqual(par);
  });
});

describe('contarPrazo: invariants', () => {
  it('the end is always a business day, and exactly `dias` business days lie in (intimação, fim]', () => {
    for (let i = 0; i < 400; i += 7) {
      const inicio = addDays('2025-11-01', i);
      for (const cal of [{}, { justica: 'federal' as const }]) {
        const r = contarPrazo(inicio, 15, cal);
        expect(isBusinessDay(r.fim, cal)).toBe(true);
        let uteis = 0;
        for (let d = addDays(inicio, 1); d <= r.fim; d = addDays(d, 1)) if (isBusinessDay(d, cal)) uteis += 1;
        // One business day fewer when the intimação itself was carried to the next business day.
        expect(uteis - (isBusinessDay(inicio, cal) ? 0 : 1)).toBe(15);
      }
    }
  });

  it('365 days is accepted and listed in date order', () => {
    const r = contarPrazo('2026-01-05', 365);
    const datas = r.ignorados.map((d) => d.data);
    expect([...datas].sort()).toEqual(datas);
    expect(r.fim > '2027-06-01').toBe(true);
  });

  it('refuses impossible dates and non-positive days', () => {
    expect(() => contarPrazo('2026-02-30', 5)).toThrow(RangeError);
    expect(() => contarPrazo('2026-03-02', 0)).toThrow(RangeError);
    expect(() => contarPrazo('2026-03-02', 1.5)).toThrow(RangeError);
  });
});

describe('somarDiasUteis (delivery dates: no art. 224, recess optional)', () => {
  it('counts from the day after, without carrying a weekend start', () => {
    // Sat 07/03/2026 → Mon 09 (1)
    expect(somarDiasUteis('2026-03-07', 1).fim).toBe('2026-03-09');
    expect(somarDiasUteis('2026-03-02', 0).fim).toBe('2026-03-02');
  });
  it('with the recess off, 21/12 is a business day; federal still stops until 06/01', () => {
    // Fri 18/12/2026 · 19,20 x · Mon 21 (1)
    expect(somarDiasUteis('2026-12-18', 1, { recesso: false }).fim).toBe('2026-12-21');
    // federal: 21/12 … 06/01 Lei 5.010/66 x · Thu 07/01/2027 (1)
    expect(somarDiasUteis('2026-12-18', 1, { recesso: false, justica: 'federal' }).fim).toBe('2027-01-07');
  });
});

describe('calendar facts', () => {
  it('Easter Sunday (Gregorian computus)', () => {
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2028)).toBe('2028-04-16');
  });

  it('national holidays of 2026: 9 fixed + 2 Carnaval + Sexta-feira Santa + Corpus Christi', () => {
    const h = nationalHolidays(2026);
    expect(h.size).toBe(13);
    expect(h.get('2026-02-16')).toBe('Carnaval');
    expect(h.get('2026-04-03')).toBe('Sexta-feira Santa');
    expect(h.get('2026-06-04')).toBe('Corpus Christi');
    expect(h.get('2026-10-12')).toBe('Feriado nacional: Nossa Senhora Aparecida');
    expect(nationalHolidays(2023).size).toBe(12);
  });

  it('reason of a single day', () => {
    expect(motivoDiaNaoUtil('2026-02-18')).toBeNull(); // Quarta-feira de Cinzas
    expect(motivoDiaNaoUtil('2026-05-01')).toBe('Feriado nacional: Dia do Trabalho');
    expect(motivoDiaNaoUtil('2027-01-15')).toBe(REC);
    expect(motivoDiaNaoUtil('2027-01-15', { recesso: false })).toBeNull();
  });

  it('plain date validation', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('26-02-01')).toBe(false);
  });
});

describe('tribunais and justiças', () => {
  it('J.TR of existing tribunals only', () => {
    for (const t of ['8.19', '8.26', '4.01', '4.06', '5.24', '6.27', '9.13', '3.00', '7.12']) expect(isTribunal(t)).toBe(true);
    for (const t of ['8.28', '4.07', '5.25', '9.14', '3.01', '0.01', '819', '8.1', 'a.bc', '8.19 ']) expect(isTribunal(t)).toBe(false);
  });
  it('J.TR from a CNJ number', () => {
    expect(tribunalDoNumero('0058967-49.2016.4.03.6100')).toBe('4.03');
    expect(tribunalDoNumero('123')).toBeNull();
    expect(tribunalDoNumero(null)).toBeNull();
  });
  it('codes from SPEC labels', () => {
    expect(justicaDe('Justiça Federal')).toBe('federal');
    expect(justicaDe('Justiça Estadual')).toBe('estadual');
    expect(justicaDe('Justiça do Trabalho')).toBe('trabalho');
    expect(justicaDe('Justiça Militar e eleitoral')).toBe('militar_eleitoral');
    expect(justicaDe('Justiça Cívil e Juizados Especiais')).toBe('civel_juizados');
    expect(justicaDe('federal')).toBe('federal');
    expect(justicaDe('outra')).toBeNull();
  });
  it('tribunal and justiça must agree (superior courts go with any)', () => {
    expect(tribunalCombinaComJustica('8.19', 'estadual')).toBe(true);
    expect(tribunalCombinaComJustica('8.19', 'federal')).toBe(false);
    expect(tribunalCombinaComJustica('4.03', 'civel_juizados')).toBe(true);
    expect(tribunalCombinaComJustica('3.00', 'trabalho')).toBe(true);
  });
});

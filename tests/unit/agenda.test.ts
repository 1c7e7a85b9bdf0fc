import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import {
  endAfterStart,
  eventTitle,
  fromWallClock,
  isoFromDateAndTime,
  longDate,
  needsNoticeWarning,
  periodLabel,
  prefillTimes,
  saoPauloDateTime,
  tipoColor,
  tipoColorDark,
  PERICIA_TIPOS,
  tipoColorStyle,
  DARK_CALENDAR_BACKGROUND,
  toWallClock,
  visibleRange,
  withinBusinessHours,
} from '@/lib/domain/agenda';
import { buildAgendaIcs } from '@/lib/domain/agenda-ics';
import { calendarDaysBetween } from '@/lib/domain/dates';
import { periciaFormSchema } from '@/lib/validation/pericia';
import { buildCnj } from '@/lib/domain/cnj';

const CNJ = buildCnj(58967, 2016, 4, 3, 6100);

describe('tipo colours (SPEC §3)', () => {
  it.each([
    ['inss', 'preto'],
    ['judicial', 'verde'],
    ['trabalhista', 'roxo'],
    ['previdenciaria', 'laranja'],
    ['Perícia INSS', 'preto'],
    ['Perícia Judicial', 'verde'],
    ['Perícia Trabalhista', 'roxo'],
    ['Perícia Previdenciária', 'laranja'],
    ['Perícia Odontológica', 'azul'],
    ['', 'azul'],
    [null, 'azul'],
    ['perícia inss', 'azul'],
  ])('%s → %s', (tipo, name) => {
    expect(tipoColor(tipo).name).toBe(name);
  });

  it('the four known colours differ from each other and from unknown blue', () => {
    const bgs = ['Perícia INSS', 'Perícia Judicial', 'Perícia Trabalhista', 'Perícia Previdenciária', 'x'].map((t) => tipoColor(t).background);
    expect(new Set(bgs).size).toBe(5);
  });

  it('in dark mode every fill keeps ≥ 3:1 against the dark calendar and its text ≥ 4.5:1 (INSS black included)', () => {
    const lum = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratio = (a: string, b: string) => {
      const [x, y] = [lum(a), lum(b)].sort((m, n) => n - m);
      return (x + 0.05) / (y + 0.05);
    };
    expect(ratio(tipoColor('Perícia INSS').background, DARK_CALENDAR_BACKGROUND)).toBeLessThan(3); // why dark values exist
    for (const tipo of [...PERICIA_TIPOS, 'x']) {
      const light = tipoColor(tipo);
      const dark = tipoColorDark(light);
      expect(dark.name).toBe(light.name);
      expect(ratio(dark.background, DARK_CALENDAR_BACKGROUND), tipo).toBeGreaterThanOrEqual(3);
      expect(ratio(dark.text, dark.background), tipo).toBeGreaterThanOrEqual(4.5);
      expect(ratio(light.text, light.background), tipo).toBeGreaterThanOrEqual(4.5);
    }
    expect(tipoColorStyle(tipoColor('Perícia INSS'))).toMatchObject({ backgroundColor: '#111827', '--tipo-bg-dark': '#e5e7eb' });
  });

  it('event title is "{tipo} - {nome}", with the label of the stored code', () => {
    expect(eventTitle('inss', 'José da Silva')).toBe('Perícia INSS - José da Silva');
    expect(eventTitle('Perícia INSS', 'José da Silva')).toBe('Perícia INSS - José da Silva');
    expect(eventTitle('previdenciaria', 'Ana')).toBe('Perícia Previdenciária - Ana');
  });
});

describe('hours and end-after-start', () => {
  it.each([
    ['08:00', true],
    ['18:00', true],
    ['12:30', true],
    ['07:59', false],
    ['18:01', false],
    ['8:00', false],
    ['24:00', false],
    ['', false],
  ])('withinBusinessHours(%s) = %s', (t, ok) => {
    expect(withinBusinessHours(t)).toBe(ok);
  });

  it('end must be strictly after start', () => {
    expect(endAfterStart('09:00', '09:30')).toBe(true);
    expect(endAfterStart('09:00', '09:00')).toBe(false);
    expect(endAfterStart('10:00', '09:00')).toBe(false);
    expect(endAfterStart('10:00', 'xx')).toBe(false);
  });

  it('the form schema gives the SPEC messages', () => {
    const base = { patient: 'Ana', type: 'inss', processNumber: CNJ, date: '2026-03-10', location: '', startTime: '09:00', endTime: '10:00', notes: '' };
    const issues = (over: Record<string, unknown>) => {
      const r = periciaFormSchema.safeParse({ ...base, ...over });
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
    };
    expect(periciaFormSchema.safeParse(base).success).toBe(true);
    expect(issues({ patient: '  ' }).patient).toBe('Por favor, informe o nome do periciado');
    expect(issues({ endTime: '08:30' }).endTime).toBe('O horário de término deve ser posterior ao de início');
    expect(issues({ startTime: '07:00' }).startTime).toBe('O horário deve estar entre 08:00 e 18:00');
    // All messages at once: an empty name and a missing number do not hide the end-before-start one.
    const all = issues({ patient: '', processNumber: '', endTime: '08:30' });
    expect(all).toMatchObject({
      patient: 'Por favor, informe o nome do periciado',
      processNumber: 'Informe o número do processo',
      endTime: 'O horário de término deve ser posterior ao de início',
    });
    expect(issues({ date: '' }).date).toBe('Informe a data da perícia');
    expect(issues({ processNumber: '' }).processNumber).toBe('Informe o número do processo');
    expect(issues({ processNumber: CNJ.replace(/-(\d\d)\./, (_m, dd: string) => `-${String((Number(dd) + 1) % 100).padStart(2, '0')}.`) }).processNumber).toMatch(/inválido/);
  });
});

describe('CPC art. 466 §2 five-day warning (dias úteis, by the deadline engine)', () => {
  it.each([
    // Tuesday 10 Mar 2026: a notice today counts Wed 11 … Tue 17 as its 5 business days.
    ['2026-03-10', '2026-03-10', true],
    ['2026-03-14', '2026-03-10', true],
    ['2026-03-15', '2026-03-10', true], // Sunday: only 4 business days before it
    ['2026-03-17', '2026-03-10', true],
    ['2026-03-18', '2026-03-10', false],
    ['2026-04-01', '2026-03-10', false],
    ['2026-03-01', '2026-03-10', true],
    ['2026-03-05', '2026-02-26', true], // across a month end: Fri 27, Mon 2 … Thu 5
    ['2026-03-06', '2026-02-26', false],
    ['2026-02-23', '2026-02-12', true], // Carnaval (16–17 Feb) is not counted
    ['2026-02-24', '2026-02-12', false],
  ])('perícia on %s, today %s → warn %s', (date, today, warn) => {
    expect(needsNoticeWarning(date, today)).toBe(warn);
  });

  it('counts business days, not calendar days', () => {
    // Friday → Wednesday: 5 calendar days but only 3 business days → warning.
    expect(calendarDaysBetween('2026-03-06', '2026-03-11')).toBe(5);
    expect(needsNoticeWarning('2026-03-11', '2026-03-06')).toBe(true);
  });

  it('a federal case also skips the Federal Justice holidays', () => {
    // Mon 10 Aug 2026; 11 Aug is a Federal Justice holiday: Wed 12 … Tue 18 are the 5 days.
    expect(needsNoticeWarning('2026-08-18', '2026-08-10', { justica: 'federal' })).toBe(true);
    expect(needsNoticeWarning('2026-08-18', '2026-08-10')).toBe(false);
  });
});

describe('São Paulo time conversion', () => {
  it('date + time in São Paulo → UTC instant (UTC−3)', () => {
    expect(isoFromDateAndTime('2026-03-10', '09:00')).toBe('2026-03-10T12:00:00.000Z');
    expect(isoFromDateAndTime('2026-12-31', '18:00')).toBe('2026-12-31T21:00:00.000Z');
  });

  it('historical daylight saving time (2018 summer, UTC−2) is honoured', () => {
    expect(isoFromDateAndTime('2018-01-15', '09:00')).toBe('2018-01-15T11:00:00.000Z');
  });

  it('instant → São Paulo date and time, across midnight UTC', () => {
    expect(saoPauloDateTime('2026-03-11T02:30:00Z')).toEqual({ date: '2026-03-10', time: '23:30' });
  });

  it('wall clock round trip', () => {
    const wall = toWallClock('2026-03-10T12:00:00Z');
    expect([wall.getFullYear(), wall.getMonth(), wall.getDate(), wall.getHours(), wall.getMinutes()]).toEqual([2026, 2, 10, 9, 0]);
    expect(fromWallClock(wall)).toBe('2026-03-10T12:00:00.000Z');
  });
});

describe('calendar views', () => {
  const d = new Date(2026, 2, 10, 9, 0); // Tuesday 10 March 2026

  it('period label: month and year; first and last day of the week; the day', () => {
    expect(periodLabel('month', d)).toBe('Março de 2026');
    expect(periodLabel('week', d)).toBe('08/03/2026 – 14/03/2026');
    expect(periodLabel('day', d)).toBe('Terça-feira, 10 de março de 2026');
    expect(periodLabel('week', new Date(2026, 1, 27))).toBe('22/02/2026 – 28/02/2026');
    expect(periodLabel('week', new Date(2026, 11, 31))).toBe('27/12/2026 – 02/01/2027');
  });

  it('visible range: the month grid (weeks from Sunday), the week, the day', () => {
    const m = visibleRange('month', d);
    expect(m.start).toEqual(new Date(2026, 2, 1, 0, 0, 0, 0));
    expect(m.end).toEqual(new Date(2026, 3, 4, 23, 59, 59, 999));
    const w = visibleRange('week', d);
    expect(w.start).toEqual(new Date(2026, 2, 8));
    expect(w.end).toEqual(new Date(2026, 2, 14, 23, 59, 59, 999));
    const day = visibleRange('day', d);
    expect(day.start).toEqual(new Date(2026, 2, 10));
    expect(day.end).toEqual(new Date(2026, 2, 10, 23, 59, 59, 999));
  });

  it('long pt-BR date', () => {
    expect(longDate(d)).toBe('terça-feira, 10 de março de 2026');
  });

  it('prefill times from the selection', () => {
    // Week/day slot selection keeps its times.
    expect(prefillTimes(new Date(2026, 2, 10, 9, 30), new Date(2026, 2, 10, 11, 0))).toEqual({ startTime: '09:30', endTime: '11:00' });
    // Month view: midnight to midnight → 08:00–09:00.
    expect(prefillTimes(new Date(2026, 2, 10), new Date(2026, 2, 11))).toEqual({ startTime: '08:00', endTime: '09:00' });
    // Late slot: the end is clamped at 18:00.
    expect(prefillTimes(new Date(2026, 2, 10, 17, 30), new Date(2026, 2, 10, 17, 30))).toEqual({ startTime: '17:30', endTime: '18:00' });
  });
});

describe('iCalendar builder', () => {
  it('emits a parseable calendar with VTIMEZONE, São Paulo local times and escaped text', () => {
    const text = buildAgendaIcs(
      [
        {
          id: 7,
          nome: 'José; da, Silva',
          numeroProcesso: '0058967-18.2016.4.03.6100',
          tipo: 'inss',
          observacao: 'Linha 1\nLinha 2',
          endereco: null,
          dataStart: new Date('2026-03-10T12:00:00Z'),
          dataEnd: new Date('2026-03-10T13:00:00Z'),
          protocolo: 'P-1',
        },
      ],
      { host: 'exemplo.com.br', now: new Date('2026-01-01T00:00:00Z') },
    );
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Sao_Paulo');
    expect(text).toContain('DTSTART;TZID=America/Sao_Paulo:20260310T090000');
    expect(text).toContain('DTSTAMP:20260101T000000Z');
    const cal = new ICAL.Component(ICAL.parse(text));
    const ev = new ICAL.Event(cal.getFirstSubcomponent('vevent')!);
    expect(ev.uid).toBe('pericia-7@exemplo.com.br');
    expect(ev.summary).toBe('Perícia INSS - José; da, Silva');
    expect(ev.description).toBe('Processo: 0058967-18.2016.4.03.6100\nTipo: Perícia INSS\nProtocolo: P-1\n\nLinha 1\nLinha 2');
    expect(ev.location).toBeNull();
  });

  it('an empty calendar is still valid', () => {
    const cal = new ICAL.Component(ICAL.parse(buildAgendaIcs([], { host: 'x' })));
    expect(cal.getAllSubcomponents('vevent')).toHaveLength(0);
    expect(cal.getFirstPropertyValue('prodid')).toContain('Agenda de Perícias');
  });
});

describe('warning before a perícia on a day the courts do not work (issue 34 item 4)', () => {
  it('names the reason: holiday, recess, weekend; nothing on a business day', async () => {
    const { avisoDiaNaoUtil } = await import('@/lib/domain/agenda');
    expect(avisoDiaNaoUtil('2026-11-20')).toBe('Atenção: este dia não é dia útil forense (Feriado nacional: Dia Nacional de Zumbi e da Consciência Negra). Confirme que o local da perícia funciona nesse dia.');
    expect(avisoDiaNaoUtil('2027-01-12')).toContain('Recesso forense (CPC art. 220)');
    expect(avisoDiaNaoUtil('2028-02-28')).toContain('Carnaval');
    expect(avisoDiaNaoUtil('2026-11-21')).toContain('Sábado');
    expect(avisoDiaNaoUtil('2026-07-09', { tribunal: '8.26' })).toContain('Feriado estadual (SP)');
    expect(avisoDiaNaoUtil('2026-11-19')).toBeNull();
  });
});

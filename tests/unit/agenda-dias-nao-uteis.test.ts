import { describe, expect, it } from 'vitest';
import { dayPropGetter, diaNaoUtil, rotuloCurto } from '@/components/agenda/dias-nao-uteis';

// Issue 34 item 4: the agenda's shading of holidays and of the CPC art. 220 suspension (wall-clock dates).
describe('agenda: non-working days', () => {
  it('20/11/2026 (Friday) is a holiday with its reason as title; 23/11/2026 is an ordinary day', () => {
    expect(dayPropGetter(new Date(2026, 10, 20))).toEqual({ className: 'agenda-feriado', title: 'Feriado nacional: Dia Nacional de Zumbi e da Consciência Negra' });
    expect(dayPropGetter(new Date(2026, 10, 23))).toEqual({});
  });
  it('the suspension of 20/12 to 20/01 is labelled Recesso; 25/12 and 01/01 stay holidays; weekends are not labelled', () => {
    const d = diaNaoUtil(new Date(2026, 11, 21))!;
    expect(d.origem).toBe('recesso');
    expect(rotuloCurto(d)).toBe('Recesso');
    expect(dayPropGetter(new Date(2027, 0, 20)).className).toBe('agenda-recesso');
    expect(rotuloCurto(diaNaoUtil(new Date(2026, 11, 25))!)).toBe('Feriado');
    expect(rotuloCurto(diaNaoUtil(new Date(2027, 0, 1))!)).toBe('Feriado');
    expect(diaNaoUtil(new Date(2026, 11, 26))).toBeNull(); // Saturday
    expect(dayPropGetter(new Date(2027, 0, 21))).toEqual({});
  });
  it('Carnaval and Corpus Christi 2027', () => {
    expect(dayPropGetter(new Date(2027, 1, 8)).title).toBe('Carnaval');
    expect(dayPropGetter(new Date(2027, 4, 27)).title).toBe('Corpus Christi');
  });
});

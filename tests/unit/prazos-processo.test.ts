import { describe, expect, it } from 'vitest';
import {
  avisoInsuficiente,
  fimDoPrazo,
  janelasLembrete,
  lembretePericiaDevido,
  lembretePrazoDevido,
  limiteAvisoPericia,
  mensagemLembrete,
  querLembretePorEmail,
  statusEfetivo,
} from '@/lib/domain/prazos-processo';
import { buildAgendaIcs } from '@/lib/domain/agenda-ics';

describe('case deadlines', () => {
  it('art. 477 §1 and art. 465 §1: 15 dias úteis from the intimação (art. 224)', () => {
    // Intimação Mon 2 Mar 2026 → Tue 3 is day 1 … Mon 23 Mar is day 15.
    expect(fimDoPrazo('art477', '2026-03-02')).toBe('2026-03-23');
    expect(fimDoPrazo('art465', '2026-03-02')).toBe('2026-03-23');
    // Across the art. 220 recess: intimação Thu 17 Dec 2026 → Fri 18 is day 1, Thu 21 Jan 2027 day 2 …
    // Fri 5 Feb day 13; Carnaval 2027 is Mon 8–Tue 9 Feb, so Wed 10 is day 14 and Thu 11 Feb day 15.
    expect(fimDoPrazo('art477', '2026-12-17')).toBe('2027-02-11');
  });

  it('art. 466 §2: the last day to notify leaves 5 dias úteis before the perícia', () => {
    expect(limiteAvisoPericia('2026-03-18')).toBe('2026-03-10');
    expect(avisoInsuficiente('2026-03-18', '2026-03-10')).toBe(false);
    expect(avisoInsuficiente('2026-03-18', '2026-03-11')).toBe(true);
    // Monday perícia after Carnaval (16–17 Feb 2026): Wed 18, Thu 19, Fri 20, Mon 23 … back to Thu 12.
    expect(limiteAvisoPericia('2026-02-24')).toBe('2026-02-12');
    expect(avisoInsuficiente('2026-02-24', '2026-02-12')).toBe(false);
    expect(avisoInsuficiente('2026-02-24', '2026-02-13')).toBe(true);
  });

  it('an open deadline past its last day shows as vencido', () => {
    expect(statusEfetivo('aberto', '2026-03-10', '2026-03-10')).toBe('aberto');
    expect(statusEfetivo('aberto', '2026-03-10', '2026-03-11')).toBe('vencido');
    expect(statusEfetivo('cumprido', '2026-03-10', '2026-03-11')).toBe('cumprido');
  });
});

describe('reminders', () => {
  it.each([
    ['2026-03-20', '2026-03-14', null],
    ['2026-03-20', '2026-03-15', 'd5'],
    ['2026-03-20', '2026-03-17', 'd5'],
    ['2026-03-20', '2026-03-18', 'd2'],
    ['2026-03-20', '2026-03-19', 'd2'],
    ['2026-03-20', '2026-03-20', 'd0'],
    ['2026-03-20', '2026-03-21', null],
  ])('deadline ending %s, today %s → %s', (fim, today, kind) => {
    expect(lembretePrazoDevido(fim, today)).toBe(kind);
  });

  it('the SQL windows say the same as lembretePrazoDevido', () => {
    const today = '2026-03-15';
    for (let i = -2; i < 10; i++) {
      const fim = new Date(Date.UTC(2026, 2, 15 + i)).toISOString().slice(0, 10);
      const janela = janelasLembrete(today).find((j) => fim >= j.fimDe && fim <= j.fimAte);
      expect(janela?.kind ?? null).toBe(lembretePrazoDevido(fim, today));
    }
  });

  it('the perícia reminder is due the day before', () => {
    expect(lembretePericiaDevido('2026-03-20', '2026-03-19')).toBe(true);
    expect(lembretePericiaDevido('2026-03-20', '2026-03-20')).toBe(false);
    expect(lembretePericiaDevido('2026-03-20', '2026-03-18')).toBe(false);
  });

  it('e-mail only with the master switch on and the reminder not turned off', () => {
    expect(querLembretePorEmail({ emailNotifications: true }, 'd5')).toBe(true);
    expect(querLembretePorEmail({ emailNotifications: true, lembretesEmail: { d5: false } }, 'd5')).toBe(false);
    expect(querLembretePorEmail({ emailNotifications: true, lembretesEmail: { d5: false } }, 'd2')).toBe(true);
    expect(querLembretePorEmail({ emailNotifications: false }, 'd0')).toBe(false);
    expect(querLembretePorEmail(null, 'd0')).toBe(false);
  });

  it('messages', () => {
    expect(mensagemLembrete({ kind: 'd2', tipo: 'art477', dataAlvo: '2026-03-20', numero: '1' }, '2026-03-18')).toBe(
      'Processo 1: prazo "Manifestação sobre o laudo pericial (CPC art. 477 §1º)" vence em 2 dias (20/03/2026).',
    );
    expect(mensagemLembrete({ kind: 'd0', tipo: 'art465', dataAlvo: '2026-03-20', numero: null }, '2026-03-20')).toMatch(/vence hoje/);
    expect(mensagemLembrete({ kind: 'pericia_d1', tipo: null, dataAlvo: '2026-03-20', numero: '9' }, '2026-03-19')).toBe(
      'Processo 9: perícia amanhã, 20/03/2026.',
    );
  });
});

describe('iCalendar feed', () => {
  it('carries each open deadline as an all-day event with an alarm', () => {
    const ics = buildAgendaIcs([], { host: 'x.test', now: new Date('2026-03-01T12:00:00Z') }, [
      { id: 7, tipo: 'art477', numero: '0001234-56.2026.8.19.0001', inicio: '2026-03-02', fim: '2026-03-23' },
    ]);
    expect(ics).toContain('UID:prazo-7@x.test');
    expect(ics).toContain('DTSTART;VALUE=DATE:20260323');
    expect(ics).toContain('DTEND;VALUE=DATE:20260324');
    expect(ics).toMatch(/BEGIN:VALARM\r?\nACTION:DISPLAY\r?\nTRIGGER:-PT15H/);
  });
});

import { describe, expect, it } from 'vitest';
import type { Etapa } from '@/lib/db/schema';
import { ETAPAS, etapaAfterPhases, legalActions, nextEtapa, type EtapaAction } from '@/lib/domain/status';
import { mayPerform } from '@/lib/domain/access';
import { ETAPA_ACTIONS, isEtapaAction, offeredActions, prazoContestacao } from '@/lib/domain/trabalho';

// DESIGN §5: the whole table; every pair not listed here is illegal.
const LEGAL: Record<string, Etapa> = {
  'inicio:aceitar_nomeacao': 'em_andamento',
  'em_andamento:laudo_recebido': 'aguardando_contestacao',
  'aguardando_contestacao:contestar_laudo': 'em_andamento',
};

describe('expert-work transitions (every etapa × action)', () => {
  for (const etapa of ETAPAS) {
    for (const action of ETAPA_ACTIONS) {
      const expected = LEGAL[`${etapa}:${action}`] ?? null;
      it(`${etapa} --${action}--> ${expected ?? 'illegal (409)'}`, () => {
        expect(nextEtapa(etapa, action)).toBe(expected);
      });
    }
  }

  it('the legal actions of each etapa', () => {
    expect(legalActions('inicio')).toEqual(['aceitar_nomeacao']);
    expect(legalActions('em_andamento')).toEqual(['laudo_recebido']);
    expect(legalActions('aguardando_contestacao')).toEqual(['contestar_laudo']);
    expect(legalActions('finalizado')).toEqual([]);
  });

  it('finalizado only when every selected phase is complete', () => {
    expect(etapaAfterPhases('em_andamento', [{ idFase: 1, concluida: true }, { idFase: 2, concluida: true }])).toBe('finalizado');
    expect(etapaAfterPhases('em_andamento', [{ idFase: 1, concluida: true }, { idFase: 2, concluida: false }])).toBe('em_andamento');
    expect(etapaAfterPhases('inicio', [])).toBe('inicio');
  });

  it('only known action names are accepted', () => {
    expect(isEtapaAction('aceitar_nomeacao')).toBe(true);
    expect(isEtapaAction('finalizar')).toBe(false);
    expect(isEtapaAction('')).toBe(false);
  });
});

describe('who may take each step', () => {
  const table: [string, EtapaAction, boolean][] = [
    ['admin', 'aceitar_nomeacao', true],
    ['admin', 'laudo_recebido', true],
    ['admin', 'contestar_laudo', true],
    ['medico', 'aceitar_nomeacao', true],
    ['medico', 'laudo_recebido', false],
    ['medico', 'contestar_laudo', true],
    ['advogado', 'aceitar_nomeacao', false],
    ['advogado', 'laudo_recebido', true], // issue 13: the owning advogado records the report's intimação
    ['advogado', 'contestar_laudo', false],
  ];
  it.each(table)('%s %s → %s', (role, action, ok) => {
    expect(mayPerform({ role: role as 'admin' }, action)).toBe(ok);
  });

  it('the UI offers only legal actions the role may take', () => {
    expect(offeredActions('medico', 'inicio')).toEqual(['aceitar_nomeacao']);
    expect(offeredActions('medico', 'em_andamento')).toEqual([]);
    expect(offeredActions('admin', 'em_andamento')).toEqual(['laudo_recebido']);
    expect(offeredActions('medico', 'aguardando_contestacao')).toEqual(['contestar_laudo']);
    expect(offeredActions('admin', 'finalizado')).toEqual([]);
    expect(offeredActions('advogado', 'inicio')).toEqual([]);
  });
});

describe('CPC art. 477 §1º: 15 business days to challenge the report', () => {
  it('skips weekends', () => {
    // Monday 2026-03-02 + 15 business days = Monday 2026-03-23
    expect(prazoContestacao('2026-03-02')).toBe('2026-03-23');
  });
  it('skips national holidays (Tiradentes, 1º de maio)', () => {
    // Wed 2026-04-15: 16,17,20,(21 feriado),22,23,24,27,28,29,30,(1/5 feriado),4,5,6,7,8 → 2026-05-08
    expect(prazoContestacao('2026-04-15')).toBe('2026-05-08');
  });
  it('stops for the 20 Dec–20 Jan suspension (art. 220)', () => {
    // Mon 2026-12-14: 15,16,17,18 (1–4) · 19/12–20/01 suspended · 21,22 (5,6) · 25–29 (7–11) · 01/02–04/02 (12–15)
    expect(prazoContestacao('2026-12-14')).toBe('2027-02-04');
  });
  it('federal: Holy Week Wednesday and Thursday too (Lei 5.010/66)', () => {
    // Mon 2026-03-23: 24–27 (1–4) · 30, 31 (5, 6) · 01–05/04 x · 06–10 (7–11) · 13–16 (12–15)
    expect(prazoContestacao('2026-03-23', { justica: 'federal' })).toBe('2026-04-16');
    // estadual: 24–27 (1–4) · 30/03–02/04 (5–8) · 03/04 Sexta-feira Santa x · 06–10 (9–13) · 13 (14) 14 (15)
    expect(prazoContestacao('2026-03-23', { justica: 'estadual' })).toBe('2026-04-14');
  });
});

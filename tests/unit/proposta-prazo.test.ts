import { describe, expect, it } from 'vitest';
import { assuntoDaIntimacao, nomeiaAdvogado, propostaDePrazo } from '@/lib/domain/tribunais/proposta-prazo';
import { previsaoIniciarPrazo } from '@/lib/domain/tribunais/iniciar-prazo';

/** Issue 34 item 2: which DJEN communications propose a deadline, and which one. */

const adv = { nome: 'Dra. Ana Lima', oabNumero: '123456' };
const LAUDO = 'Intimação. Advogado(s): ANA LIMA - OAB SP 123.456. Ficam as partes intimadas para, no prazo comum de 15 dias, manifestarem-se sobre o laudo pericial juntado.';
const QUESITOS = 'Nomeio perito o Dr. José Souza. Intimem-se as partes para apresentar quesitos e indicar assistente técnico (art. 465, §1º). Adv.: Ana Lima (OAB/SP 123456).';

describe('DJEN proposals', () => {
  it('the laudo → art. 477 §1; quesitos or the nomination → art. 465 §1; anything else none', () => {
    expect(assuntoDaIntimacao(LAUDO)).toBe('art477');
    expect(assuntoDaIntimacao(QUESITOS)).toBe('art465');
    // A nomination that also says when the laudo is due is still about quesitos.
    expect(assuntoDaIntimacao('Nomeio perito. O laudo deverá ser entregue em 30 dias. Apresentem as partes quesitos.')).toBe('art465');
    expect(assuntoDaIntimacao('Intimem-se as partes da audiência designada para 10/12.')).toBeNull();
  });

  it('only when the case’s lawyer is named (name or OAB number, with or without the dot)', () => {
    expect(nomeiaAdvogado(LAUDO, adv)).toBe(true);
    expect(nomeiaAdvogado('… OAB/SP 123.456 …', { nome: 'Outro Nome', oabNumero: '123456' })).toBe(true);
    expect(nomeiaAdvogado('… OAB/SP 1234567 …', { nome: 'Outro Nome', oabNumero: '123456' })).toBe(false);
    expect(nomeiaAdvogado('Advogado: Pedro Alves (OAB/RJ 999)', adv)).toBe(false);
    expect(propostaDePrazo({ tipoComunicacao: 'Intimação', texto: LAUDO }, adv)).toBe('art477');
    expect(propostaDePrazo({ tipoComunicacao: 'Intimação', texto: QUESITOS }, adv)).toBe('art465');
    expect(propostaDePrazo({ tipoComunicacao: 'Edital', texto: LAUDO }, adv)).toBeNull();
    expect(propostaDePrazo({ tipoComunicacao: 'Intimação', texto: LAUDO.replace('ANA LIMA - OAB SP 123.456', 'PEDRO ALVES') }, { nome: 'Ana Lima', oabNumero: null })).toBeNull();
  });

  it('the proposed art. 465 deadline, at any etapa: published Wed 11/11/2026, 15 dias úteis from Thu 12/11 to Thu 03/12/2026', () => {
    const p = { tipoComunicacao: 'Intimação', dataPublicacao: '2026-11-11', prazoIniciado: false };
    expect(previsaoIniciarPrazo(p, { etapa: 'inicio' }, '2026-11-25', {}, 'art465')).toEqual({
      podeIniciar: true,
      tipo: 'art465',
      proposta: true,
      inicio: '2026-11-12',
      fim: '2026-12-03',
      texto: 'Quesitos e assistente técnico, 15 dias úteis, de 12/11/2026 a 03/12/2026',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { canVerPublicacoesSemProcesso } from '@/lib/domain/access';
import { chaveOab, desdeOab, oabConsulta, OAB_JANELA_INICIAL_DIAS, partesDaComunicacao, trechoDoTexto } from '@/lib/domain/tribunais/oab';

describe('oabConsulta: what DJEN is asked by', () => {
  it('keeps the digits (no leading zeros) and the UF in upper case', () => {
    expect(oabConsulta('123.456', 'sp')).toEqual({ numeroOab: '123456', ufOab: 'SP' });
    expect(oabConsulta('012345', 'MG')).toEqual({ numeroOab: '12345', ufOab: 'MG' });
    expect(oabConsulta('98765A', 'RJ')).toEqual({ numeroOab: '98765', ufOab: 'RJ' });
    expect(oabConsulta('1', 'DF')).toEqual({ numeroOab: '1', ufOab: 'DF' });
  });
  it('refuses what cannot be asked', () => {
    expect(oabConsulta(null, 'SP')).toBeNull();
    expect(oabConsulta('123456', null)).toBeNull();
    expect(oabConsulta('abc', 'SP')).toBeNull();
    expect(oabConsulta('000', 'SP')).toBeNull();
    expect(oabConsulta('12345678', 'SP')).toBeNull();
    expect(oabConsulta('123456', 'XX')).toBeNull();
  });
  it('one key per OAB', () => {
    expect(chaveOab({ numeroOab: '123456', ufOab: 'SP' })).toBe('123456/SP');
  });
});

describe('desdeOab: from which availability date DJEN is asked', () => {
  it(`the first run goes ${OAB_JANELA_INICIAL_DIAS} days back`, () => {
    expect(OAB_JANELA_INICIAL_DIAS).toBe(30);
    expect(desdeOab('2026-11-25', null, '123456/SP')).toBe('2026-10-26');
  });
  it('later runs start at the stored date of the same OAB; a changed OAB starts over', () => {
    expect(desdeOab('2026-11-25', { oab: '123456/SP', djenDesde: '2026-11-23' }, '123456/SP')).toBe('2026-11-23');
    expect(desdeOab('2026-11-25', { oab: '123456/SP', djenDesde: '2026-11-23' }, '654321/SP')).toBe('2026-10-26');
  });
});

describe('partesDaComunicacao: the parties as DJEN names them', () => {
  it('polo A is the requerente, P the requerido, several joined, repeats and unknown polos dropped', () => {
    expect(
      partesDaComunicacao([
        { nome: 'MARIA DA SILVA', polo: 'A' },
        { nome: 'JOÃO SOUZA', polo: 'a' },
        { nome: 'MARIA DA SILVA', polo: 'A' },
        { nome: 'INSTITUTO NACIONAL DO SEGURO SOCIAL - INSS', polo: 'P' },
        { nome: 'PERITO', polo: null },
      ]),
    ).toEqual({ requerente: 'MARIA DA SILVA, JOÃO SOUZA', requerido: 'INSTITUTO NACIONAL DO SEGURO SOCIAL - INSS' });
    expect(partesDaComunicacao([])).toEqual({ requerente: '', requerido: '' });
  });
});

describe('trechoDoTexto: the excerpt on the dashboard', () => {
  it('keeps a short text as it is, without tags and extra spaces', () => {
    expect(trechoDoTexto('<p>Ficam as partes   intimadas&nbsp;do laudo.</p>')).toBe('Ficam as partes intimadas do laudo.');
  });
  it('cuts a long text at a word, with an ellipsis', () => {
    expect(trechoDoTexto('Ficam as partes intimadas do laudo pericial juntado aos autos.', 30)).toBe('Ficam as partes intimadas do…');
    expect(trechoDoTexto('x'.repeat(40), 30)).toBe(`${'x'.repeat(30)}…`);
  });
});

describe('canVerPublicacoesSemProcesso', () => {
  it('an advogado their own, an admin anyone or all, a médico none', () => {
    expect(canVerPublicacoesSemProcesso({ id: 7, role: 'advogado' }, 7)).toBe(true);
    expect(canVerPublicacoesSemProcesso({ id: 7, role: 'advogado' }, 8)).toBe(false);
    expect(canVerPublicacoesSemProcesso({ id: 7, role: 'advogado' }, null)).toBe(false);
    expect(canVerPublicacoesSemProcesso({ id: 1, role: 'admin' }, 8)).toBe(true);
    expect(canVerPublicacoesSemProcesso({ id: 1, role: 'admin' }, null)).toBe(true);
    expect(canVerPublicacoesSemProcesso({ id: 9, role: 'medico' }, 9)).toBe(false);
  });
});

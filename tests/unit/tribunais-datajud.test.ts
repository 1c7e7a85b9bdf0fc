import { describe, expect, it } from 'vitest';
import { previsaoIniciarPrazo } from '@/lib/domain/tribunais/iniciar-prazo';
import { comarcaDoOrgao, consultaDoDatajud, dataDatajud, diaValido, datasDaPublicacao, documentoPrincipal, instanteDatajud, isIntimacao, tipoAcaoSugerido, tipoJusticaSugerido } from '@/lib/domain/tribunais/datajud';

describe('DataJud dates', () => {
  it('reads ISO and compact forms; a value without zone is Brasília time', () => {
    expect(instanteDatajud('2024-03-15T10:33:23.000Z')).toBe('2024-03-15T10:33:23.000Z');
    expect(instanteDatajud('20240315103323')).toBe('2024-03-15T13:33:23.000Z');
    expect(instanteDatajud('2024-03-15T10:33:23')).toBe('2024-03-15T13:33:23.000Z');
    expect(instanteDatajud('20240315')).toBe('2024-03-15T03:00:00.000Z');
    expect(instanteDatajud('15/03/2024')).toBeNull();
    expect(instanteDatajud('20241340103323')).toBeNull();
  });
  it('the date of dataAjuizamento is taken as written (midnight UTC is not the day before)', () => {
    expect(dataDatajud('2024-03-15T00:00:00.000Z')).toBe('2024-03-15');
    expect(dataDatajud('20240315103323')).toBe('2024-03-15');
    expect(dataDatajud('2024-03-15')).toBe('2024-03-15');
    expect(dataDatajud('ontem')).toBeNull();
  });
});

describe('impossible court dates (issue 36 item 1)', () => {
  it('a day or time that does not exist is unreadable, never shifted to another day', () => {
    expect(instanteDatajud('2024-02-30T10:00')).toBeNull();
    expect(instanteDatajud('2024-02-30')).toBeNull();
    expect(instanteDatajud('2024-13-45T10:00:00Z')).toBeNull();
    expect(instanteDatajud('0000-00-00')).toBeNull();
    expect(instanteDatajud('20240230103000')).toBeNull();
    expect(instanteDatajud('2024-03-15T24:10')).toBeNull();
    expect(instanteDatajud('2024-02-29T10:00')).toBe('2024-02-29T13:00:00.000Z');
    expect(instanteDatajud('2023-02-29')).toBeNull();
    expect(dataDatajud('2024-02-30T00:00:00.000Z')).toBeNull();
  });
  it('DJEN availability dates are read the same way', () => {
    expect(diaValido('2024-02-29')).toBe('2024-02-29');
    expect(diaValido('2024-02-30')).toBeNull();
    expect(diaValido('2024-13-45')).toBeNull();
    expect(diaValido('0000-00-00')).toBeNull();
    expect(diaValido('15/03/2024')).toBeNull();
  });
  it('an impossible dataAjuizamento is not offered to the form', () => {
    const doc = {
      numeroProcesso: '1',
      tribunal: 'TJSP',
      grau: 'G1',
      classe: { codigo: 7, nome: 'Procedimento Comum Cível' },
      assuntos: [],
      orgaoJulgador: { codigo: 1, nome: '2ª Vara Cível' },
      dataAjuizamento: '2024-02-30T00:00:00.000Z',
      dataHoraUltimaAtualizacao: null,
      movimentos: [],
    };
    const r = consultaDoDatajud('8.26', [doc]);
    expect(r).toMatchObject({ encontrado: true, dataAjuizamento: null, sugestao: { dataDistribuicao: null } });
  });
});

describe('what the product makes of a DataJud case', () => {
  const base = {
    numeroProcesso: '1',
    tribunal: 'TJSP',
    classe: { codigo: 7, nome: 'Procedimento Comum Cível' },
    assuntos: [],
    orgaoJulgador: { codigo: 1, nome: '2ª Vara Cível' },
    dataAjuizamento: '20240315103323',
    dataHoraUltimaAtualizacao: null,
    movimentos: [],
  };
  it('the first instance is the cover when DataJud has several graus', () => {
    expect(documentoPrincipal([{ ...base, grau: 'G2' }, { ...base, grau: 'G1' }])?.grau).toBe('G1');
    expect(documentoPrincipal([])).toBeNull();
  });
  it('suggests justiça by J.TR and juizado by órgão; ação by assuntos', () => {
    expect(tipoJusticaSugerido('8.26', '2ª Vara Cível')).toBe('estadual');
    expect(tipoJusticaSugerido('8.26', 'Juizado Especial Cível')).toBe('civel_juizados');
    expect(tipoJusticaSugerido('4.03', '1ª Vara Federal')).toBe('federal');
    expect(tipoJusticaSugerido('5.02', '1ª Vara do Trabalho')).toBe('trabalho');
    expect(tipoJusticaSugerido('3.00', 'Gabinete')).toBeNull();
    expect(tipoAcaoSugerido({ codigo: 1, nome: 'Ação Trabalhista' }, [{ codigo: 2, nome: 'Acidente de Trabalho' }])).toBe('acidente_trabalho');
    expect(tipoAcaoSugerido({ codigo: 1, nome: 'Procedimento Comum' }, [{ codigo: 2, nome: 'Aposentadoria por Incapacidade Permanente' }])).toBe('aposentadoria_invalidez');
    expect(tipoAcaoSugerido({ codigo: 1, nome: 'Procedimento Comum' }, [{ codigo: 2, nome: 'Auxílio-Doença Previdenciário' }])).toBe('auxilio_doenca');
    expect(tipoAcaoSugerido({ codigo: 1, nome: 'Procedimento Comum' }, [{ codigo: 2, nome: 'Cobrança' }])).toBeNull();
  });
  it('no document: encontrado false', () => {
    expect(consultaDoDatajud('8.26', [])).toMatchObject({ encontrado: false });
  });
});

describe('DJEN dates (Res. CNJ 455/2022 art. 11; CPC art. 224)', () => {
  it('published on the first business day after availability; the deadline starts on the next', () => {
    // Tuesday 10/11/2026 → published Wednesday 11/11, deadline from Thursday 12/11.
    expect(datasDaPublicacao('2026-11-10')).toEqual({ dataPublicacao: '2026-11-11', inicioPrazo: '2026-11-12' });
    // Friday 06/11/2026 → Monday 09/11, Tuesday 10/11.
    expect(datasDaPublicacao('2026-11-06')).toEqual({ dataPublicacao: '2026-11-09', inicioPrazo: '2026-11-10' });
    // Thursday 19/11/2026 → Friday 20/11 (Consciência Negra, national holiday since 2024) is skipped.
    expect(datasDaPublicacao('2026-11-19')).toEqual({ dataPublicacao: '2026-11-23', inicioPrazo: '2026-11-24' });
    // Inside the recess (CPC art. 220) nothing counts until 21 January.
    expect(datasDaPublicacao('2026-12-18')).toEqual({ dataPublicacao: '2027-01-21', inicioPrazo: '2027-01-22' });
    // A closure the admin recorded for the tribunal.
    const cal = { tribunal: '8.26', suspensoes: [{ dataInicio: '2026-11-11', dataFim: '2026-11-11', tribunal: '8.26', comarca: null, descricao: 'Falha no sistema' }] };
    expect(datasDaPublicacao('2026-11-10', cal)).toEqual({ dataPublicacao: '2026-11-12', inicioPrazo: '2026-11-13' });
  });
  it('tells an intimação from other communications', () => {
    expect(isIntimacao('Intimação')).toBe(true);
    expect(isIntimacao('INTIMACAO')).toBe(true);
    expect(isIntimacao('Edital')).toBe(false);
  });
});

describe("'Iniciar prazo' says what it will do", () => {
  it('an intimação published on 11/11/2026 gives the issue example, art. 477 §1 counted by the engine', () => {
    const p = { tipoComunicacao: 'Intimação', dataPublicacao: '2026-11-11', prazoIniciado: false };
    expect(previsaoIniciarPrazo(p, { etapa: 'em_andamento' }, '2026-11-25')).toEqual({
      podeIniciar: true,
      tipo: 'art477',
      proposta: false,
      inicio: '2026-11-12',
      fim: '2026-12-03',
      texto: 'Manifestação sobre o laudo, 15 dias úteis, de 12/11/2026 a 03/12/2026',
    });
  });
  it('says why not: not an intimação, already started, not yet published; any etapa may start it (issue 34)', () => {
    const p = { tipoComunicacao: 'Intimação', dataPublicacao: '2026-11-11', prazoIniciado: false };
    expect(previsaoIniciarPrazo({ ...p, tipoComunicacao: 'Edital' }, { etapa: 'em_andamento' }, '2026-11-25')).toMatchObject({ podeIniciar: false });
    expect(previsaoIniciarPrazo({ ...p, prazoIniciado: true }, { etapa: 'em_andamento' }, '2026-11-25')).toMatchObject({ podeIniciar: false, motivo: expect.stringMatching(/já foi iniciado/) });
    expect(previsaoIniciarPrazo(p, { etapa: 'inicio' }, '2026-11-25')).toMatchObject({ podeIniciar: true, fim: '2026-12-03' });
    expect(previsaoIniciarPrazo(p, { etapa: 'em_andamento' }, '2026-11-10')).toMatchObject({ podeIniciar: false, motivo: expect.stringMatching(/11\/11\/2026/) });
  });
});

describe('comarcaDoOrgao (issue 34 item 7: the DataJud lookup fills the comarca)', () => {
  it('the place in the órgão julgador, with the UF of a state court', () => {
    expect(comarcaDoOrgao('2ª Vara Cível de São Paulo', 'TJSP')).toBe('São Paulo/SP');
    expect(comarcaDoOrgao('01ª VARA CIVEL DA COMARCA DE SAO JOSE DOS CAMPOS', 'TJSP')).toBe('Sao Jose dos Campos/SP');
    expect(comarcaDoOrgao('Juizado Especial Cível - Foro de Niterói', 'TJRJ')).toBe('Niterói/RJ');
    expect(comarcaDoOrgao('1ª Vara Cível de Brasília', 'TJDFT')).toBe('Brasília/DF');
  });
  it('a federal or labour court gives the city alone', () => {
    expect(comarcaDoOrgao('1º Juizado Especial Federal de São Paulo', 'TRF3')).toBe('São Paulo');
    expect(comarcaDoOrgao('2ª Vara do Trabalho de Campinas', 'TRT15')).toBe('Campinas');
  });
  it('a matter is not a place: null', () => {
    expect(comarcaDoOrgao('Vara de Família', 'TJSP')).toBeNull();
    expect(comarcaDoOrgao('3ª Vara de Acidentes do Trabalho', 'TJSP')).toBeNull();
    expect(comarcaDoOrgao('Juizado Especial da Fazenda Pública', 'TJRJ')).toBeNull();
    expect(comarcaDoOrgao('Gabinete 12', 'TJSP')).toBeNull();
  });
});

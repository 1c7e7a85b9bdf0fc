import { describe, expect, it } from 'vitest';
import { isValidCnj } from '@/lib/domain/cnj';
import { containsPattern, normalizeSearch, processoSearchText, searchText } from '@/lib/domain/search';
import { SITUACOES, canChangeSituacao, etapaAfterPhases, rotuloFaseAtual } from '@/lib/domain/status';
import { isGoogleDriveLink, processoCreateSchema } from '@/lib/validation/processo';
import { quesitoCreateSchema } from '@/lib/validation/quesito';

const base = {
  tipoJustica: 'Justiça Federal',
  comarca: 'São Paulo/SP',
  tipoAcao: 'Outros',
  dataDistribuicao: '2025-01-31',
  requerente: 'A',
  requerido: 'B',
  fasesSelecionadas: ['1'],
};

describe('CNJ number in the registration form', () => {
  it('the schema accepts real numbers, rejects wrong check digits and stores the mask', () => {
    for (const n of ['0058967-77.2016.8.19.0000', '1041749-02.2014.8.26.0224']) {
      expect(isValidCnj(n)).toBe(true);
      expect(processoCreateSchema.parse({ ...base, numeroProcesso: n }).numeroProcesso).toBe(n);
    }
    expect(processoCreateSchema.parse({ ...base, numeroProcesso: '10417490220148260224' }).numeroProcesso).toBe('1041749-02.2014.8.26.0224');
    expect(processoCreateSchema.safeParse({ ...base, numeroProcesso: '1041749-03.2014.8.26.0224' }).success).toBe(false);
    expect(processoCreateSchema.safeParse({ ...base, numeroProcesso: '0058967-77.2016.8.19.0001' }).success).toBe(false);
    expect(processoCreateSchema.parse({ ...base, numeroProcesso: '' }).numeroProcesso).toBeNull();
  });
});

describe('Google Drive link by host', () => {
  it.each([
    ['https://drive.google.com/drive/folders/x', true],
    ['https://docs.google.com/document/d/x', true],
    ['http://DRIVE.GOOGLE.COM/x', true],
    ['https://drive.google.com.evil.example/x', false],
    ['https://evil.example/?u=drive.google.com', false],
    ['https://example.com/drive.google.com', false],
    ['javascript:alert(1)//drive.google.com', false],
    ['drive.google.com/x', false],
    ['ftp://drive.google.com/x', false],
  ])('%s → %s', (url, ok) => {
    expect(isGoogleDriveLink(url)).toBe(ok);
  });
});

describe('phase rules of the registration schema', () => {
  it('phase 2 needs phase 1 (free types); fixed types ignore the selection', () => {
    const f2 = processoCreateSchema.safeParse({ ...base, fasesSelecionadas: ['2'] });
    expect(f2.success).toBe(false);
    expect(f2.error?.issues[0].message).toBe('Não é possível selecionar a Fase 2 sem a Fase 1.');
    expect(processoCreateSchema.safeParse({ ...base, tipoJustica: 'Justiça Estadual', fasesSelecionadas: ['2'] }).success).toBe(true);
    expect(processoCreateSchema.safeParse({ ...base, fasesSelecionadas: [] }).success).toBe(false);
  });
});

describe('situação and etapa', () => {
  it('situação moves forward one step at a time', () => {
    const allowed = SITUACOES.flatMap((a) => SITUACOES.filter((b) => canChangeSituacao(a, b)).map((b) => `${a}>${b}`));
    expect(allowed).toEqual(['pendente>em_analise', 'em_analise>aprovado', 'aprovado>concluido']);
  });

  it('current phase label and finalizado after the last phase', () => {
    expect(rotuloFaseAtual([])).toBe('Nenhuma fase cadastrada');
    expect(rotuloFaseAtual([{ idFase: 1, concluida: true }, { idFase: 4, concluida: false }])).toBe('Serviço Avulso');
    expect(rotuloFaseAtual([{ idFase: 1, concluida: true }])).toBe('Concluídas');
    expect(etapaAfterPhases('em_andamento', [{ idFase: 1, concluida: true }, { idFase: 2, concluida: false }])).toBe('em_andamento');
    expect(etapaAfterPhases('em_andamento', [{ idFase: 1, concluida: true }])).toBe('finalizado');
  });
});

describe('search text', () => {
  it('is accent- and case-free and escapes LIKE wildcards', () => {
    expect(normalizeSearch('  JOSÉ  da   Conceição ')).toBe('jose da conceicao');
    expect(searchText(['0058967-77.2016.8.19.0000', 'Zé Ávila', null])).toBe('0058967-77.2016.8.19.0000 ze avila');
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});

describe('quesito', () => {
  it('1–5000 characters, stored as typed', () => {
    const q = { description: '  <b>Texto</b>  ', id_processo: 1 };
    expect(quesitoCreateSchema.parse(q).description).toBe('  <b>Texto</b>  ');
    expect(quesitoCreateSchema.safeParse({ ...q, description: ' \n ' }).success).toBe(false);
    expect(quesitoCreateSchema.safeParse({ ...q, description: 'x'.repeat(5000) }).success).toBe(true);
    expect(quesitoCreateSchema.safeParse({ ...q, description: 'x'.repeat(5001) }).success).toBe(false);
  });
});

describe('processoSearchText', () => {
  it('holds the number as written and as bare digits, the requerente and the perito', () => {
    expect(processoSearchText({ numero: '0058967-77.2016.8.19.0000', requerente: 'Zé Ávila', perito: 'Dra. Ana' })).toBe(
      '0058967-77.2016.8.19.0000 00589677720168190000 ze avila dra. ana',
    );
    expect(processoSearchText({ numero: null, requerente: 'Zé' })).toBe('ze');
  });
});

describe('phase 2 needs phase 1 (lib/domain/fases.ts, the one rule)', () => {
  it('fase2SemFase1', async () => {
    const { fase2SemFase1 } = await import('@/lib/domain/fases');
    expect(fase2SemFase1([2])).toBe(true);
    expect(fase2SemFase1([2, 3])).toBe(true);
    expect(fase2SemFase1([1, 2])).toBe(false);
    expect(fase2SemFase1([3, 4])).toBe(false);
  });
  it('alternarFase: ticking 2 without 1 is refused; unticking 1 unticks 2', async () => {
    const { alternarFase } = await import('@/lib/domain/fases');
    expect(alternarFase([3], 2, true)).toEqual({ fases: [3], recusada: true, removeuFase2: false });
    expect(alternarFase([3, 1], 2, true)).toEqual({ fases: [1, 2, 3], recusada: false, removeuFase2: false });
    expect(alternarFase([1, 2, 3], 1, false)).toEqual({ fases: [3], recusada: false, removeuFase2: true });
    expect(alternarFase([1, 2, 3], 3, false)).toEqual({ fases: [1, 2], recusada: false, removeuFase2: false });
  });
});

describe('distribution date (issue 28 item 8: the wizard and call 11 share the rule)', () => {
  it('today is accepted, tomorrow refused with its message; a malformed date keeps its own message', async () => {
    const { todayInBrazil } = await import('@/lib/domain/dates');
    const hoje = todayInBrazil();
    const amanha = new Date(Date.parse(`${hoje}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(processoCreateSchema.safeParse({ ...base, dataDistribuicao: hoje }).success).toBe(true);
    const r = processoCreateSchema.safeParse({ ...base, dataDistribuicao: amanha });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual(['A data de distribuição não pode estar no futuro.']);
    const m = processoCreateSchema.safeParse({ ...base, dataDistribuicao: '2024-02-30' });
    expect(m.error?.issues.map((i) => i.message)).toEqual(['Data inválida.']);
  });
});

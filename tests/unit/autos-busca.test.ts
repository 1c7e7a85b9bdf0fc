import { describe, expect, it } from 'vitest';
import { formasCid, interpretarBusca, limiteDaBusca, trechoDaFrase } from '@/lib/domain/autos/busca';
import { destacarTermos } from '@/lib/domain/autos/destaque';
import { dpiParaOcr, motivoPaginasPuladas, textoUtilizavel } from '@/lib/domain/autos/leitura';
import { intervaloPedido } from '@/lib/domain/intervalo-bytes';

describe('a search typed by a person (issue 35 item 4)', () => {
  it('splits words, quoted phrases and CID-10 codes with and without their dot', () => {
    expect(interpretarBusca('lombalgia "incapacidade  laboral" M54.5, cid:G560')).toEqual([
      { tipo: 'palavra', texto: 'lombalgia' },
      { tipo: 'frase', texto: 'incapacidade laboral' },
      { tipo: 'cid', formas: ['m54.5', 'm545'] },
      { tipo: 'palavra', texto: 'cid:G560' },
    ]);
    expect(interpretarBusca('G56.0')).toEqual([{ tipo: 'cid', formas: ['g56.0', 'g560'] }]);
    expect(formasCid('M545')).toEqual(['m54.5', 'm545']);
    expect(formasCid('F32')).toEqual(['f32']);
    expect(formasCid('lombalgia')).toBeNull();
    expect(interpretarBusca('  "" ... ')).toEqual([]);
    expect(interpretarBusca('"frase sem fim')).toEqual([{ tipo: 'frase', texto: 'frase sem fim' }]);
  });

  it('the sentence around the match, at most 300 characters, the match kept between « and »', () => {
    const pagina = `Cabeçalho do laudo.\nO periciado relata «LOMBALGIAS» há anos. Outra frase aqui.`;
    expect(trechoDaFrase(pagina)).toBe('O periciado relata «LOMBALGIAS» há anos.');
    const longa = `${'palavra '.repeat(80)}com «termo» no meio ${'outra '.repeat(80)}fim.`;
    const t = trechoDaFrase(longa);
    expect(t.length).toBeLessThanOrEqual(300);
    expect(t).toContain('«termo»');
    expect(t.startsWith('…')).toBe(true);
    expect(t.endsWith('…')).toBe(true);
    expect(trechoDaFrase('sem marca nenhuma')).toBe('sem marca nenhuma');
  });

  it('the viewer marks the words of the search, without accents or case, by their stem', () => {
    const partes = destacarTermos('Paciente com LOMBALGIAS e lombalgia crônica; CID M54.5.', 'lombalgia cronica M545');
    expect(partes.filter((p) => p.marcado).map((p) => p.texto)).toEqual(['LOMBALGIAS', 'lombalgia', 'crônica', 'M54.5']);
    expect(partes.map((p) => p.texto).join('')).toBe('Paciente com LOMBALGIAS e lombalgia crônica; CID M54.5.');
  });
});

describe('reading rules', () => {
  it('a page needs 20 letters or digits of text, else it goes to OCR', () => {
    expect(textoUtilizavel('  . - 12 ')).toBe(false);
    expect(textoUtilizavel('Atestado médico de afastamento')).toBe(true);
  });
  it('a huge page is rasterised below 5000 pixels; a normal one at 300 dpi', () => {
    expect(dpiParaOcr(595, 842)).toBe(300);
    expect(dpiParaOcr(14400, 14400)).toBe(25);
  });
  it('names the pages skipped, by reason', () => {
    expect(motivoPaginasPuladas([])).toBeNull();
    expect(motivoPaginasPuladas([{ pagina: 9, motivo: 'X' }, { pagina: 2, motivo: 'X' }, { pagina: 4, motivo: 'Y' }])).toBe('X: páginas 2, 9; Y: página 4');
  });
});

describe('HTTP Range', () => {
  it('one range of bytes, open-ended or a suffix; past the end is unsatisfiable; anything else is ignored', () => {
    expect(intervaloPedido('bytes=0-99', 1000)).toEqual({ inicio: 0, fim: 99 });
    expect(intervaloPedido('bytes=900-', 1000)).toEqual({ inicio: 900, fim: 999 });
    expect(intervaloPedido('bytes=-10', 1000)).toEqual({ inicio: 990, fim: 999 });
    expect(intervaloPedido('bytes=990-5000', 1000)).toEqual({ inicio: 990, fim: 999 });
    expect(intervaloPedido('bytes=1000-', 1000)).toBe('insatisfazivel');
    expect(intervaloPedido('bytes=0-1,5-6', 1000)).toBeNull();
    expect(intervaloPedido('items=0-1', 1000)).toBeNull();
    expect(intervaloPedido(null, 1000)).toBeNull();
  });
});

describe('limiteDaBusca', () => {
  it('ranks 1000 pages within one case and 500 across every case', () => {
    expect(limiteDaBusca(true)).toBe(1000);
    expect(limiteDaBusca(false)).toBe(500);
  });
});

import { describe, expect, it } from 'vitest';
import { documentoImpugnacao } from '@/lib/domain/pareceres/impugnacao';
import type { QuadroPericial, RespostaLaudo } from '@/lib/domain/pareceres/quadro';
import { compararQuadros, tabelaQuadro, tabelaRespostas } from '@/lib/domain/pareceres/tabelas';
import { entregaDocSchema } from '@/lib/validation/entregas';

const nosso: QuadroPericial = {
  diagnosticos: [{ cid: 'M51.1', descricao: 'Hérnia com radiculopatia' }, { cid: 'M54.5', descricao: 'Dor lombar baixa' }],
  did: { data: '2021-03-02', criterio: 'RM', fontes: [{ documentoId: 7, pagina: 12 }] },
  dii: { data: '2023-04-10', criterio: 'Atestado', fontes: [{ referencia: 'Atestado, fl. 32' }], justificativa: null },
  incapacidade: { grau: 'total', duracao: 'temporaria', abrangencia: 'uniprofissional' },
  dcbSugerida: '2026-06-30',
  reabilitacao: false,
  auxilioTerceiros: false,
  nexo: 'ausente',
  observacoes: '',
};
const judicial: QuadroPericial = {
  ...nosso,
  diagnosticos: [{ cid: 'M54.5', descricao: 'Lombalgia' }, { cid: 'M51.1', descricao: 'Hérnia' }],
  dii: { ...nosso.dii, data: '2024-08-15' },
  incapacidade: { grau: 'nenhuma', duracao: null, abrangencia: null },
};
const respostas: RespostaLaudo[] = [
  { quesito: 'Há doença?', respostaJudicial: 'Sim.', posicao: 'concorda', fundamentacao: '', fontes: [] },
  { quesito: 'Qual a DII?', respostaJudicial: 'Na perícia.', posicao: 'diverge', fundamentacao: 'O atestado já afastava.', fontes: [{ documentoId: 7, pagina: 32 }] },
  { quesito: 'Incapacidade?', respostaJudicial: 'Não há.', posicao: 'parcial', fundamentacao: 'Há limitação para carga.', fontes: [{ referencia: 'RM de 2021' }] },
];

describe('side-by-side comparison', () => {
  it('compares the quadros field by field; the CID as the set of codes (order and wording do not matter)', () => {
    const c = compararQuadros(judicial, nosso);
    expect(c.map((x) => x.campo)).toEqual(['CID-10', 'DID', 'DII', 'Incapacidade', 'Duração', 'Abrangência', 'DCB sugerida', 'Reabilitação profissional', 'Assistência de terceiros', 'Nexo com o trabalho']);
    expect(c.filter((x) => x.diverge).map((x) => x.campo)).toEqual(['DII', 'Incapacidade', 'Duração', 'Abrangência']);
    expect(c.find((x) => x.campo === 'DII')).toEqual({ campo: 'DII', judicial: '15/08/2024', assistente: '10/04/2023', diverge: true });
    expect(compararQuadros(nosso, nosso).some((x) => x.diverge)).toBe(false);
  });

  it('tables: the quadro with criterion and sources, the quesitos with position and citations by document title', () => {
    const titulos = new Map([[7, 'Prontuário']]);
    const q = tabelaQuadro(nosso, titulos);
    expect(q.linhas.find((l) => l[0] === 'DID')?.[1]).toBe('02/03/2021 (Critério: RM — Fontes: Prontuário, p. 12)');
    const r = tabelaRespostas(respostas, titulos);
    expect(r.linhas[1]).toEqual(['2. Qual a DII?', 'Na perícia.', 'Diverge', 'O atestado já afastava.\nFontes: Prontuário, p. 32']);
    expect(r.linhas[0][3]).toBe('De acordo.');
  });

  it('the impugnação draft: reasoning per divergence only, the diverging fields, a conclusion; a valid deliverable', () => {
    const doc = documentoImpugnacao({ perito: 'Dr. João', data: '2024-08-15', documentoTitulo: 'Laudo pericial', quadro: judicial, respostas }, nosso, new Map([[7, 'Prontuário']]));
    expect(entregaDocSchema.safeParse(doc).success).toBe(true);
    const texto = JSON.stringify(doc);
    expect(texto).toContain('Quesito 2 — Diverge');
    expect(texto).toContain('Quesito 3 — Diverge em parte');
    expect(texto).not.toContain('Quesito 1 —');
    expect(texto).toContain('Prontuário, p. 32');
    expect(texto).toContain('DII: perito do juízo — 15/08/2024; assistente técnico — 10/04/2023.');
    expect(texto).toContain('quanto a 2 das 3 respostas aos quesitos');
    const semQuadro = JSON.stringify(documentoImpugnacao({ perito: 'Dr. João', data: null, documentoTitulo: null, quadro: judicial, respostas: [respostas[0]] }, null));
    expect(semQuadro).toContain('não tem reparos');
    expect(semQuadro).toContain('ainda não foi registrado');
  });
});

describe('tables in the published files', () => {
  it('the PDF and the DOCX draw the tables under the title, before the text', async () => {
    const { pdfPages } = await import('../../e2e/pdf-text');
    const { unzipSync } = await import('fflate');
    const { renderEntregaPdf } = await import('@/lib/entregas/pdf');
    const { renderEntregaDocx } = await import('@/lib/entregas/docx');
    const doc = documentoImpugnacao({ perito: 'Dr. João', data: '2024-08-15', documentoTitulo: 'Laudo', quadro: judicial, respostas }, nosso, new Map([[7, 'Prontuário']]));
    const timbrado = { firma: { nome: 'Firma', identificacao: 'CNPJ', contato: 'contato' }, titulo: 'Impugnação', processo: 'Processo nº 1', emitidoEm: 'Emitido hoje', tabelas: [tabelaRespostas(respostas, new Map([[7, 'Prontuário']])), tabelaQuadro(nosso)] };
    const pdf = await renderEntregaPdf(doc, timbrado);
    const texto = pdfPages(pdf).texts.join(' ').replace(/\s+/g, ' ');
    const ordem = ['Impugnação ao laudo pericial', 'Quesitos: resposta do perito do juízo × assistente técnico', 'Prontuário, p. 32', 'Quadro pericial', '1. Introdução'].map((s) => texto.indexOf(s));
    expect(ordem.every((i) => i >= 0)).toBe(true);
    expect([...ordem].sort((a, b) => a - b)).toEqual(ordem);

    const docx = await renderEntregaDocx(doc, timbrado);
    const xml = Buffer.from(unzipSync(new Uint8Array(docx))['word/document.xml']).toString('utf8');
    expect(xml).toContain('<w:tbl>');
    expect(xml.indexOf('Quesitos: resposta do perito')).toBeLessThan(xml.indexOf('1. Introdução'));
    expect(xml).toContain('Prontuário, p. 32');
  });

  it('a table written in the text (the clinical timeline, issue 35 item 7): the PDF draws its header and rows in place, the DOCX makes a Word table', async () => {
    const { pdfPages } = await import('../../e2e/pdf-text');
    const { unzipSync } = await import('fflate');
    const { renderEntregaPdf } = await import('@/lib/entregas/pdf');
    const { renderEntregaDocx } = await import('@/lib/entregas/docx');
    const { tabelaDaLinhaDoTempo } = await import('@/lib/domain/autos/citacao');
    const tabela = tabelaDaLinhaDoTempo([
      { data: '2021-08-05', evento: 'Cirurgia de artrodese lombar', documentoId: 7, titulo: 'Autos', pagina: 2 },
      { data: '2020-01-10', evento: 'Início dos sintomas', documentoId: null, titulo: null, pagina: null },
    ])!;
    // A ragged row (a pasted table whose merged cell lost its colspan) is padded, not dropped.
    tabela.content!.push({ type: 'tableRow', content: [{ type: 'tableCell', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Linha curta' }] }] }] });
    const doc = {
      type: 'doc' as const,
      content: [
        { type: 'paragraph' as const, content: [{ type: 'text' as const, text: 'Antes da tabela.' }] },
        tabela,
        { type: 'paragraph' as const, content: [{ type: 'text' as const, text: 'Depois da tabela.' }] },
      ],
    };
    const timbrado = { firma: { nome: 'Firma', identificacao: 'CNPJ', contato: 'contato' }, titulo: 'Parecer', processo: 'Processo nº 1', emitidoEm: 'Emitido hoje' };
    // The standard fonts write '—' as WinAnsi 0x97, which the test's text extractor reads as Latin-1.
    const texto = pdfPages(await renderEntregaPdf(doc, timbrado)).texts.join(' ').replace(/\s+/g, ' ').replace(/\u0097/g, '—');
    const ordem = ['Antes da tabela.', 'Data', 'Evento', 'Fonte', '10/01/2020', 'Início dos sintomas', '—', '05/08/2021', 'Cirurgia de artrodese lombar', 'doc. «Autos», p. 2', 'Linha curta', 'Depois da tabela.'];
    let desde = 0;
    for (const s of ordem) {
      const i = texto.indexOf(s, desde);
      expect(i, s).toBeGreaterThanOrEqual(0);
      desde = i + s.length;
    }

    const xml = Buffer.from(unzipSync(new Uint8Array(await renderEntregaDocx(doc, timbrado)))['word/document.xml']).toString('utf8');
    const tbl = xml.slice(xml.indexOf('<w:tbl>'), xml.indexOf('</w:tbl>'));
    const linhas = tbl.split('</w:tr>').slice(0, -1).map((tr) => [...tr.matchAll(/<w:tc>([^]*?)<\/w:tc>/g)].map((m) => m[1].replace(/<[^>]+>/g, '')));
    expect(linhas).toEqual([
      ['Data', 'Evento', 'Fonte'],
      ['10/01/2020', 'Início dos sintomas', '—'],
      ['05/08/2021', 'Cirurgia de artrodese lombar', 'doc. «Autos», p. 2'],
      ['Linha curta', '', ''],
    ]);
    expect(tbl.split('</w:tr>')[0]).toContain('<w:tblHeader/>');
    expect(xml.indexOf('Antes da tabela.')).toBeLessThan(xml.indexOf('<w:tbl>'));
    expect(xml.indexOf('Depois da tabela.')).toBeGreaterThan(xml.indexOf('</w:tbl>'));
  });
});

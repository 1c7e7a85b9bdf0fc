import { describe, expect, it } from 'vitest';
import {
  MSG_SEM_EVENTOS,
  SEM_FONTE,
  citarNoDocumento,
  fonteDaCitacao,
  inicioDaPagina,
  limparTrecho,
  paragrafoDeCitacao,
  referenciaDaCitacao,
  tabelaDaLinhaDoTempo,
} from '@/lib/domain/autos/citacao';
import { entregaDocSchema } from '@/lib/validation/entregas';

describe('citar no parecer (issue 35 item 7)', () => {
  it('writes the reference as the issue gives it', () => {
    expect(referenciaDaCitacao('Autos  digitalizados ', 123)).toBe('(doc. «Autos digitalizados», p. 123)');
  });

  it('drops the search marks and outer quotes of the sentence', () => {
    expect(limparTrecho('  O autor tem «LOMBALGIAS»\n crônicas. ')).toBe('O autor tem LOMBALGIAS crônicas.');
    expect(limparTrecho('“Já citado”')).toBe('Já citado');
  });

  it('takes the first sentence of a page, at most 300 characters cut at a word', () => {
    expect(inicioDaPagina('Laudo do perito.  Segunda frase.')).toBe('Laudo do perito.');
    const longa = `${'palavra '.repeat(60)}fim.`;
    const inicio = inicioDaPagina(longa);
    expect(inicio.endsWith('palavra…')).toBe(true);
    expect(inicio.length).toBe(296);
    expect(inicioDaPagina('')).toBe('');
  });

  it('builds the paragraph: the quoted sentence, then the reference marked with its document and page', () => {
    const p = paragrafoDeCitacao({ documentoId: 7, titulo: 'Autos', pagina: 12, trecho: 'DII em «12/03/2021».' });
    expect(p).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: '“DII em 12/03/2021.” ' },
        { type: 'text', text: '(doc. «Autos», p. 12)', marks: [{ type: 'citacao', attrs: { documento: 7, pagina: 12 } }] },
      ],
    });
    expect(paragrafoDeCitacao({ documentoId: 7, titulo: 'Autos', pagina: 3, trecho: ' ' }).content).toHaveLength(1);
    const doc = citarNoDocumento({ type: 'doc', content: [{ type: 'paragraph' }] }, p);
    expect(doc.content).toHaveLength(2);
    expect(doc.content![1]).toBe(p);
  });
});

describe('a linha do tempo como tabela no parecer (issue 35 item 7)', () => {
  const eventos = [
    { data: '2021-08-05', evento: 'Cirurgia de artrodese lombar', documentoId: 7, titulo: 'Autos  digitalizados', pagina: 2 },
    { data: '2020-01-10', evento: ' Início dos sintomas (relato) ', documentoId: null, titulo: null, pagina: null },
    { data: '2021-03-12', evento: 'Atestado de 15 dias', documentoId: 7, titulo: 'Autos digitalizados', pagina: 1 },
    { data: '2021-03-12', evento: 'Afastamento pelo INSS', documentoId: 9, titulo: 'CNIS', pagina: 4 },
  ];
  const cel = (type: string, ...content: object[]) => ({ type, content: [content.length ? { type: 'paragraph', content } : { type: 'paragraph' }] });
  const txt = (text: string) => ({ type: 'text', text });
  const cit = (text: string, documento: number, pagina: number) => ({ type: 'text', text, marks: [{ type: 'citacao', attrs: { documento, pagina } }] });

  it('a header Data | Evento | Fonte, then the events in date order (one day keeps the order given), dd/mm/aaaa, the source cited', () => {
    expect(fonteDaCitacao('Autos', 3)).toBe('doc. «Autos», p. 3');
    expect(tabelaDaLinhaDoTempo(eventos)).toEqual({
      type: 'table',
      content: [
        { type: 'tableRow', content: [cel('tableHeader', txt('Data')), cel('tableHeader', txt('Evento')), cel('tableHeader', txt('Fonte'))] },
        { type: 'tableRow', content: [cel('tableCell', txt('10/01/2020')), cel('tableCell', txt('Início dos sintomas (relato)')), cel('tableCell', txt(SEM_FONTE))] },
        { type: 'tableRow', content: [cel('tableCell', txt('12/03/2021')), cel('tableCell', txt('Atestado de 15 dias')), cel('tableCell', cit('doc. «Autos digitalizados», p. 1', 7, 1))] },
        { type: 'tableRow', content: [cel('tableCell', txt('12/03/2021')), cel('tableCell', txt('Afastamento pelo INSS')), cel('tableCell', cit('doc. «CNIS», p. 4', 9, 4))] },
        { type: 'tableRow', content: [cel('tableCell', txt('05/08/2021')), cel('tableCell', txt('Cirurgia de artrodese lombar')), cel('tableCell', cit('doc. «Autos digitalizados», p. 2', 7, 2))] },
      ],
    });
    expect(SEM_FONTE).toBe('—');
    expect(tabelaDaLinhaDoTempo([])).toBeNull();
    expect(MSG_SEM_EVENTOS).toBe('Nenhum evento aceito na linha do tempo');
  });

  it('is a document the server stores, and the editor saves it back (its cell attributes dropped) as the server stores it', async () => {
    const { getSchema } = await import('@tiptap/core');
    const { Node } = await import('@tiptap/pm/model');
    const { EXTENSOES } = await import('@/components/processo/entrega-barra');
    const tabela = tabelaDaLinhaDoTempo(eventos)!;
    const doc = { type: 'doc', content: [{ type: 'paragraph', content: [txt('Linha do tempo:')] }, tabela] };
    expect(JSON.parse(JSON.stringify(entregaDocSchema.parse(doc)))).toEqual(doc);
    // What the editor makes of it (Tiptap adds colspan, rowspan and colwidth to each cell) is stored as the table built.
    const noEditor = Node.fromJSON(getSchema(EXTENSOES), doc);
    noEditor.check();
    expect(JSON.stringify(noEditor.toJSON())).toContain('"colspan":1');
    expect(JSON.parse(JSON.stringify(entregaDocSchema.parse(noEditor.toJSON())))).toEqual(doc);
  });
});

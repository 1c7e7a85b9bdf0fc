import { describe, expect, it } from 'vitest';
import { citarNoDocumento, inicioDaPagina, limparTrecho, paragrafoDeCitacao, referenciaDaCitacao } from '@/lib/domain/autos/citacao';

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

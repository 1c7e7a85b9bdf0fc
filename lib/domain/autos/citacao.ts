import type { EntregaDoc, EntregaNode } from '@/lib/domain/entregas';

/**
 * 'Citar no parecer' (issue 35 item 7): a page of the autos carried into a deliverable as the quoted sentence and
 * its reference '(doc. «título», p. 123)'. The reference is a `citacao` mark holding the document and page, so the
 * editor links it back to the page; the PDF and DOCX print it as it reads. Pure: no I/O.
 */

/** The longest sentence taken from the start of a page when the caller names no sentence. */
export const CITACAO_INICIO_MAX = 300;

/** '(doc. «Autos digitalizados», p. 12)' */
export function referenciaDaCitacao(titulo: string, pagina: number): string {
  return `(doc. «${titulo.replace(/\s+/g, ' ').trim()}», p. ${pagina})`;
}

/** The sentence as quoted: the search's « » marks dropped, whitespace collapsed, outer quotes not doubled. */
export function limparTrecho(trecho: string): string {
  return trecho
    .replace(/[«»]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["“”]+|["“”]+$/g, '')
    .trim();
}

/** Without a chosen sentence: the page's first sentence, at most CITACAO_INICIO_MAX characters (cut at a word, with '…'). */
export function inicioDaPagina(texto: string): string {
  const limpo = texto.replace(/\s+/g, ' ').trim();
  const fim = limpo.search(/[.!?](\s|$)/);
  const frase = fim >= 0 ? limpo.slice(0, fim + 1) : limpo;
  if (frase.length <= CITACAO_INICIO_MAX) return frase;
  const corte = frase.slice(0, CITACAO_INICIO_MAX);
  const espaco = corte.lastIndexOf(' ');
  return `${(espaco > CITACAO_INICIO_MAX / 2 ? corte.slice(0, espaco) : corte).trim()}…`;
}

/** The paragraph inserted: “sentence” (doc. «título», p. N), the reference marked as a citation of that page. */
export function paragrafoDeCitacao(c: { documentoId: number; titulo: string; pagina: number; trecho: string }): EntregaNode {
  const referencia: EntregaNode = {
    type: 'text',
    text: referenciaDaCitacao(c.titulo, c.pagina),
    marks: [{ type: 'citacao', attrs: { documento: c.documentoId, pagina: c.pagina } }],
  };
  const trecho = limparTrecho(c.trecho);
  return { type: 'paragraph', content: trecho ? [{ type: 'text', text: `“${trecho}” ` }, referencia] : [referencia] };
}

/** The deliverable with the citation appended as its last paragraph. */
export function citarNoDocumento(doc: EntregaDoc, paragrafo: EntregaNode): EntregaDoc {
  return { ...doc, content: [...(doc.content ?? []), paragrafo] };
}

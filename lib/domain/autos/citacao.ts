import { formatDate } from '@/lib/domain/dates';
import { p, type EntregaDoc, type EntregaNode } from '@/lib/domain/entregas';

/**
 * 'Citar no parecer' (issue 35 item 7): a page of the autos carried into a deliverable as the quoted sentence and
 * its reference '(doc. «título», p. 123)'. The reference is a `citacao` mark holding the document and page, so the
 * editor links it back to the page; the PDF and DOCX print it as it reads. Pure: no I/O.
 */

/** The longest sentence taken from the start of a page when the caller names no sentence. */
export const CITACAO_INICIO_MAX = 300;

/** 'doc. «Autos digitalizados», p. 12' (the source column of the timeline's table). */
export function fonteDaCitacao(titulo: string, pagina: number): string {
  return `doc. «${titulo.replace(/\s+/g, ' ').trim()}», p. ${pagina}`;
}

/** '(doc. «Autos digitalizados», p. 12)' */
export function referenciaDaCitacao(titulo: string, pagina: number): string {
  return `(${fonteDaCitacao(titulo, pagina)})`;
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

// ---- the clinical timeline as a table (issue 35 item 7: 'the parecer may end with the clinical timeline as a table') ----

/** An accepted (or manual) event of the timeline as GET /api/processo/{id}/linha-do-tempo gives it. */
export type EventoDaTabela = { data: string; evento: string; documentoId: number | null; titulo: string | null; pagina: number | null };

export const COLUNAS_LINHA_DO_TEMPO = ['Data', 'Evento', 'Fonte'] as const;
/** The source of an event that cites no page of the autos (a manual event). */
export const SEM_FONTE = '—';
export const MSG_SEM_EVENTOS = 'Nenhum evento aceito na linha do tempo';

const celula = (type: 'tableHeader' | 'tableCell', conteudo: EntregaNode | string): EntregaNode => ({
  type,
  content: [typeof conteudo === 'string' ? p(conteudo) : { type: 'paragraph', content: [conteudo] }],
});

/**
 * 'Inserir linha do tempo (tabela)': the events in date order (events of one day keep the order given) as a table
 * with a header row Data | Evento | Fonte: the date as dd/mm/aaaa, the event's text, and its page of the autos as
 * 'doc. «título», p. N' marked as a citation (a link to the page in the editor, plain text in the PDF and DOCX), or
 * '—' for an event that cites no page. Null without events (there is nothing to insert).
 */
export function tabelaDaLinhaDoTempo(eventos: readonly EventoDaTabela[]): EntregaNode | null {
  if (eventos.length === 0) return null;
  const ordenados = eventos
    .map((e, i) => ({ e, i }))
    .sort((a, b) => (a.e.data < b.e.data ? -1 : a.e.data > b.e.data ? 1 : a.i - b.i))
    .map(({ e }) => e);
  const cabecalho: EntregaNode = { type: 'tableRow', content: COLUNAS_LINHA_DO_TEMPO.map((c) => celula('tableHeader', c)) };
  const linhas = ordenados.map((e): EntregaNode => {
    const fonte: EntregaNode | string =
      e.documentoId !== null && e.pagina !== null
        ? { type: 'text', text: fonteDaCitacao(e.titulo ?? 'Documento', e.pagina), marks: [{ type: 'citacao', attrs: { documento: e.documentoId, pagina: e.pagina } }] }
        : SEM_FONTE;
    return { type: 'tableRow', content: [celula('tableCell', formatDate(e.data)), celula('tableCell', e.evento.trim()), celula('tableCell', fonte)] };
  });
  return { type: 'table', content: [cabecalho, ...linhas] };
}

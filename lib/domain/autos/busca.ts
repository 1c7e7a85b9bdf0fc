/**
 * Search in the autos (issue 35 item 4): what a query typed by a person means, and the sentence shown around a
 * match. Pure: the database does the stemming and the accent folding (the `portugues_sem_acento` configuration);
 * this module only splits the query into its parts.
 */

/** One part of a query: a quoted phrase, a CID-10 code (with and without its dot) or a word. All parts must match. */
export type ParteBusca = { tipo: 'frase'; texto: string } | { tipo: 'cid'; formas: string[] } | { tipo: 'palavra'; texto: string };

export const RESULTADOS_POR_PAGINA = 20;
/**
 * At most this many matching pages are ranked (and counted): a word on nearly every page of a 200,000-page
 * collection took seconds to rank page by page. Beyond it the answer says `limitado: true` and `total` stops here.
 */
export const BUSCA_MAX_RANQUEADAS = 1000;
/**
 * Across every case the bound is lower: each candidate page is read from the heap and ranked, and across cases they
 * are spread over the whole table; at 1,000 the p99 of 10 callers on 2 cores sat at 93–108 ms, at 500 at 81–82 ms
 * (bench/autos-busca.mjs, target ≤ 100 ms). Within one case its pages are close together and 1,000 stays.
 */
export const BUSCA_MAX_RANQUEADAS_TODOS = 500;

/** The bound of a search: within one case or across every case the caller sees. */
export function limiteDaBusca(emUmProcesso: boolean): number {
  return emUmProcesso ? BUSCA_MAX_RANQUEADAS : BUSCA_MAX_RANQUEADAS_TODOS;
}
export const TRECHO_MAX = 300;
export const BUSCA_MAX_CARACTERES = 200;

/** A CID-10 code: a letter, two digits and optionally one or two more digits, with or without a dot (M54.5, M545). */
const CID = /^([A-Za-z]\d{2})\.?(\d{1,2})?$/;

/** The forms a CID-10 code may be written in: `M54.5` and `M545` (lower case: the parser's tokens). */
export function formasCid(codigo: string): string[] | null {
  const m = CID.exec(codigo);
  if (!m) return null;
  const base = m[1].toLowerCase();
  if (!m[2]) return [base];
  return [`${base}.${m[2]}`, `${base}${m[2]}`];
}

/**
 * Splits a query into parts: "quoted phrases" match as phrases, CID-10 codes match with or without their dot,
 * every other word must be on the page (stemmed and without accents by the database). Punctuation outside
 * quotes separates words. Returns no part for a query with nothing to search.
 */
export function interpretarBusca(q: string): ParteBusca[] {
  const partes: ParteBusca[] = [];
  const texto = q.normalize('NFC').slice(0, BUSCA_MAX_CARACTERES);
  const re = /"([^"]*)"?|(\S+)/g;
  for (let m = re.exec(texto); m; m = re.exec(texto)) {
    if (m[1] !== undefined) {
      const frase = m[1].replace(/\s+/g, ' ').trim();
      if (frase) partes.push({ tipo: 'frase', texto: frase });
      continue;
    }
    const bruto = m[2].replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (!bruto) continue;
    const cid = formasCid(bruto);
    if (cid) {
      partes.push({ tipo: 'cid', formas: cid });
      continue;
    }
    // A word with inner punctuation (e.g. 'pós-operatório') stays one part: the database splits it as it does the page.
    partes.push({ tipo: 'palavra', texto: bruto });
  }
  return partes;
}

const FIM_DE_FRASE = /[.!?;]\s|\n\s*\n/g;

/**
 * The sentence around the first match of a page whose matches the database marked with « and » (the whole page,
 * `ts_headline` with HighlightAll): whitespace collapsed, at most `max` characters, cut at word boundaries with
 * '…' around the match when the sentence is longer.
 */
export function trechoDaFrase(marcado: string, max = TRECHO_MAX): string {
  const abre = marcado.indexOf('«');
  if (abre < 0) return cortar(marcado.replace(/\s+/g, ' ').trim(), max);
  const fecha = Math.max(abre, marcado.indexOf('»', abre));
  let inicio = 0;
  FIM_DE_FRASE.lastIndex = 0;
  for (let m = FIM_DE_FRASE.exec(marcado); m && m.index < abre; m = FIM_DE_FRASE.exec(marcado)) inicio = m.index + m[0].length;
  FIM_DE_FRASE.lastIndex = fecha;
  const fim = FIM_DE_FRASE.exec(marcado);
  const frase = marcado.slice(inicio, fim ? fim.index + 1 : marcado.length);
  // Collapse whitespace, then keep the match in view.
  const limpa = frase.replace(/\s+/g, ' ').trim();
  if (limpa.length <= max) return fecharMarcas(limpa);
  const a = limpa.indexOf('«');
  const b = limpa.indexOf('»', a) + 1 || a + 1;
  const sobra = Math.max(0, max - 2 - (b - a));
  let ini = Math.max(0, a - Math.floor(sobra / 2));
  let fimJ = Math.min(limpa.length, ini + (max - 2));
  ini = Math.max(0, fimJ - (max - 2));
  // Word boundaries.
  if (ini > 0) {
    const sp = limpa.indexOf(' ', ini);
    if (sp > 0 && sp < a) ini = sp + 1;
  }
  if (fimJ < limpa.length) {
    const sp = limpa.lastIndexOf(' ', fimJ);
    if (sp > b) fimJ = sp;
  }
  const corpo = limpa.slice(ini, fimJ).trim();
  return fecharMarcas(`${ini > 0 ? '…' : ''}${corpo}${fimJ < limpa.length ? '…' : ''}`).slice(0, max);
}

/** A cut that leaves a « without its » closes it (so a client can always pair them). */
function fecharMarcas(s: string): string {
  const abertas = (s.match(/«/g) ?? []).length - (s.match(/»/g) ?? []).length;
  return abertas > 0 ? `${s}»` : s;
}

function cortar(s: string, max: number): string {
  if (s.length <= max) return s;
  const sp = s.lastIndexOf(' ', max - 1);
  return `${s.slice(0, sp > 0 ? sp : max - 1)}…`;
}

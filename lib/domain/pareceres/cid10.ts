/**
 * CID-10 search rules (issue 37 item 2), pure. The table (DATASUS, lib/db/dados/cid10) keeps codes with the dot
 * ('M54.5'; categories 'M54'); `busca` holds the description as `normalizarBusca` writes it, computed by the
 * database (migration 0037's `translate`), so both must agree: tests/integration/cid10.test.ts checks every row.
 */

/** Lower case, accents removed (ã → a, ç → c), anything but letters and digits as one space. */
export function normalizarBusca(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of a search, normalised (at most 8: a longer text narrows nothing more). */
export function palavrasBusca(texto: string): string[] {
  return normalizarBusca(texto).split(' ').filter((p) => p.length > 0).slice(0, 8);
}

/** A CID-10 code as the table writes it: 'M545', 'm54.5', ' M54 ' → 'M54.5' / 'M54'; null when it is not one. */
export function codigoCid(texto: string): string | null {
  const m = /^\s*([A-Za-z])\s*(\d{2})\s*(?:\.?\s*(\d))?\s*$/.exec(texto);
  if (!m) return null;
  const cat = `${m[1].toUpperCase()}${m[2]}`;
  return m[3] === undefined ? cat : `${cat}.${m[3]}`;
}

/**
 * The start of a code typed in a search ('M5', 'm54', 'M54.', 'M545'): the prefix to match codes with the dot,
 * or null when the text is not the start of a code
 * (a letter alone is a word, not a code).
 */
export function prefixoCodigo(texto: string): string | null {
  const m = /^\s*([A-Za-z])(\d{1,2})(?:(\.)?(\d)?)?\s*$/.exec(texto);
  if (!m) return null;
  const [, letra, digitos, ponto, sub] = m;
  if (digitos.length < 2) return ponto || sub ? null : `${letra.toUpperCase()}${digitos}`;
  const cat = `${letra.toUpperCase()}${digitos}`;
  if (sub !== undefined) return `${cat}.${sub}`;
  return ponto ? `${cat}.` : cat;
}

/**
 * The codes of the common names a search stands for ('lombalgia' → M54.5, 'hernia disco' → M51, M50): every word
 * of the search starts a word of the name. In the list's order, without repeats.
 */
export function codigosPorNomePopular(busca: string, lista: readonly { nome: string; codigos: readonly string[] }[]): string[] {
  const palavras = palavrasBusca(busca);
  if (palavras.length === 0) return [];
  const codigos = new Set<string>();
  for (const item of lista) {
    const doNome = normalizarBusca(item.nome).split(' ');
    if (palavras.every((p) => doNome.some((n) => n.startsWith(p)))) for (const c of item.codigos) codigos.add(c);
  }
  return [...codigos];
}

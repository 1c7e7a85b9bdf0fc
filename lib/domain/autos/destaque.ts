import { interpretarBusca } from './busca';

/**
 * The words of a search highlighted in a page's text, in the browser (the viewer): accent- and case-insensitive,
 * by the word's stem approximated as its first letters (so `lombalgia` marks 'LOMBALGIAS'). Pure.
 */
export function destacarTermos(texto: string, q: string): { texto: string; marcado: boolean }[] {
  const termos = new Set<string>();
  for (const p of interpretarBusca(q)) {
    if (p.tipo === 'cid') p.formas.forEach((f) => termos.add(f));
    else for (const w of normalizar(p.texto).split(/[^\p{L}\p{N}.]+/u)) if (w.length >= 3) termos.add(w.length > 5 ? w.slice(0, w.length - 2) : w);
  }
  if (termos.size === 0) return [{ texto, marcado: false }];
  // One normalised character per original character, so positions map back.
  const norm = Array.from(texto, (c) => normalizar(c).charAt(0) || c).join('');
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${[...termos].map(escapar).join('|')})[\\p{L}\\p{N}]*`, 'gu');
  const chars = Array.from(texto);
  const out: { texto: string; marcado: boolean }[] = [];
  let ultimo = 0;
  for (const m of norm.matchAll(re)) {
    const i = m.index ?? 0;
    if (i > ultimo) out.push({ texto: chars.slice(ultimo, i).join(''), marcado: false });
    out.push({ texto: chars.slice(i, i + Array.from(m[0]).length).join(''), marcado: true });
    ultimo = i + Array.from(m[0]).length;
  }
  if (ultimo < chars.length) out.push({ texto: chars.slice(ultimo).join(''), marcado: false });
  return out;
}

function normalizar(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function escapar(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

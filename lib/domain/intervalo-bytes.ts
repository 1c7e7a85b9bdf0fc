/**
 * HTTP Range (RFC 9110 §14) for file downloads: one range of bytes, `bytes=a-b`, `bytes=a-` or `bytes=-n`. Null
 * when there is no usable Range header (the whole file is sent, as the RFC allows for several ranges or another
 * unit); 'insatisfazivel' for a range that starts past the end (416).
 */
export function intervaloPedido(cabecalho: string | null, tamanho: number): { inicio: number; fim: number } | 'insatisfazivel' | null {
  if (!cabecalho) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(cabecalho.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const n = Number(m[2]);
    if (!Number.isSafeInteger(n) || n === 0) return 'insatisfazivel';
    return { inicio: Math.max(0, tamanho - n), fim: tamanho - 1 };
  }
  const inicio = Number(m[1]);
  const fim = m[2] === '' ? tamanho - 1 : Math.min(Number(m[2]), tamanho - 1);
  if (!Number.isSafeInteger(inicio) || !Number.isSafeInteger(fim)) return null;
  if (inicio >= tamanho) return 'insatisfazivel';
  if (fim < inicio) return null;
  return { inicio, fim };
}

/**
 * Splits rows into batches for multi-row INSERTs: PostgreSQL refuses a statement with more than 65 535 bound
 * parameters (columns × rows), so a case with 15 000 court movements is written in several statements.
 */
export function emLotes<T>(linhas: readonly T[], tamanho: number): T[][] {
  const lotes: T[][] = [];
  for (let i = 0; i < linhas.length; i += tamanho) lotes.push(linhas.slice(i, i + tamanho));
  return lotes;
}

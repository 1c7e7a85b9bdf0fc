/**
 * Money (DESIGN §7): amounts are integer centavos in code and in the database. This is the one formatter;
 * reais appear only at the API edge (call 2's `valorTotal`), converted with the two helpers below.
 */
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Integer centavos as BRL: 123456 → 'R$ 1.234,56'. */
export function formatCentavos(centavos: number): string {
  return brl.format(centavos / 100);
}

/** Integer centavos → reais as a number (API fields documented in reais, e.g. call 2's `valorTotal`). */
export function centavosToReais(centavos: number): number {
  return centavos / 100;
}

/** Reais as a number (from an API field documented in reais) → integer centavos. */
export function reaisToCentavos(reais: number): number {
  return Math.round(reais * 100);
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Reais as BRL: 1234.56 → 'R$ 1.234,56'. */
export function formatReais(reais: number): string {
  return brl.format(reais);
}

/** Integer centavos (how money is stored) as BRL: 123456 → 'R$ 1.234,56'. */
export function formatCentavos(centavos: number): string {
  return brl.format(centavos / 100);
}

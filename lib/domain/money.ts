/**
 * Money (DESIGN §7): amounts are integer centavos in code and in the database. This is the one formatter;
 * reais appear only at the API edge (call 2's `valorTotal`), converted with the two helpers below.
 */
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Integer centavos as BRL: 123456 → 'R$ 1.234,56'. */
export function formatCentavos(centavos: number): string {
  return brl.format(centavos / 100);
}

/** R$ 10 milhões: the default cap of a typed amount (anything above is a typo in a proposal). */
const MAX_TYPED_CENTAVOS = 10_000_000_00;

/**
 * Money typed by a person or put in a link → integer centavos. Accepts "2850", "2850,00", "2.850,00",
 * "R$ 2.850,00", "2850.5" and "1.000" (thousands). Zero, negatives, garbage and amounts above
 * `maxCentavos` give null.
 */
export function parseValor(raw: string | undefined | null, maxCentavos = MAX_TYPED_CENTAVOS): number | null {
  if (raw == null) return null;
  let s = raw.replace(/R\$|\s|\u00a0/gi, '');
  if (!s || !/^\d[\d.,]*$/.test(s)) return null;
  if (s.includes(',')) {
    if (s.indexOf(',') !== s.lastIndexOf(',')) return null;
    const [int, dec] = s.split(',');
    if (!/^\d{1,3}(\.\d{3})*$|^\d+$/.test(int)) return null;
    s = `${int.replace(/\./g, '')}.${dec}`;
  } else if (/^\d{1,3}(\.\d{3})+$/.test(s)) {
    s = s.replace(/\./g, '');
  }
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  const [int, dec = ''] = s.split('.');
  const centavos = Number(int) * 100 + Number(dec.padEnd(2, '0'));
  if (!Number.isSafeInteger(centavos) || centavos <= 0 || centavos > maxCentavos) return null;
  return centavos;
}

/**
 * R$ 1 trilhão: the largest 'Valor da causa' (integer centavos, a bigint column). The migration that converted
 * the typed texts (lib/db/migrations/*_valor_causa_centavos.sql) uses the same cap.
 */
export const MAX_VALOR_CAUSA_CENTAVOS = 100_000_000_000_000;

/** Integer centavos → reais as a number (API fields documented in reais, e.g. call 2's `valorTotal`). */
export function centavosToReais(centavos: number): number {
  return centavos / 100;
}

/** Reais as a number (from an API field documented in reais) → integer centavos. */
export function reaisToCentavos(reais: number): number {
  return Math.round(reais * 100);
}

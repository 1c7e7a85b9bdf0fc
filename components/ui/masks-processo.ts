// The case form's masks (react-imask patterns); the personal ones (CPF, phone) are in ./masks.ts.

/** CNJ case number NNNNNNN-DD.AAAA.J.TR.OOOO (Resolução CNJ 65/2008). */
export const CNJ_MASK = '0000000-00.0000.0.00.0000';
/** Money typed in reais: 'R$ 45.000,00' (thousands with '.', decimals with ','; a typed '.' becomes ','). */
export const MONEY_MASK = 'R$ num';
export const MONEY_BLOCKS = {
  num: { mask: Number, thousandsSeparator: '.', radix: ',', mapToRadix: ['.'], scale: 2, padFractionalZeros: true, normalizeZeros: true, min: 0 },
};

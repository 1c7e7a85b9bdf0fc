// The masks of the product (react-imask patterns), apart from components/ui/masked-input.tsx so a page can name
// them without loading react-imask up front (components/ui/lazy-masked-input.tsx).

export const CPF_MASK = '000.000.000-00';
/** (00) 0000-0000 for landlines, (00) 00000-0000 for mobiles: IMask picks the one that fits. */
export const PHONE_MASK = [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }];
/** CNJ case number NNNNNNN-DD.AAAA.J.TR.OOOO (Resolução CNJ 65/2008). */
export const CNJ_MASK = '0000000-00.0000.0.00.0000';
/** Money typed in reais: 'R$ 45.000,00' (thousands with '.', decimals with ','; a typed '.' becomes ','). */
export const MONEY_MASK = 'R$ num';
export const MONEY_BLOCKS = {
  num: { mask: Number, thousandsSeparator: '.', radix: ',', mapToRadix: ['.'], scale: 2, padFractionalZeros: true, normalizeZeros: true, min: 0 },
};

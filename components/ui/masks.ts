// The masks of the product (react-imask patterns), apart from components/ui/masked-input.tsx so a page can name
// them without loading react-imask up front (components/ui/lazy-masked-input.tsx). The case masks (CNJ number,
// money) are in ./masks-processo.ts: /cadastro, which loads these two up front, does not carry them.

export const CPF_MASK = '000.000.000-00';
export const CNPJ_MASK = '00.000.000/0000-00';
export const CEP_MASK = '00000-000';
/** (00) 0000-0000 for landlines, (00) 00000-0000 for mobiles: IMask picks the one that fits. */
export const PHONE_MASK = [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }];

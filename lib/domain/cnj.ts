/**
 * CNJ unified case number (Resolução CNJ 65/2008): NNNNNNN-DD.AAAA.J.TR.OOOO, where DD are check digits
 * computed with ISO 7064 MOD 97-10 over NNNNNNN AAAA J TR OOOO.
 */
const CNJ_MASKED = /^(\d{7})-(\d{2})\.(\d{4})\.(\d)\.(\d{2})\.(\d{4})$/;

function mod97(digits: string): number {
  let rest = 0;
  for (const ch of digits) rest = (rest * 10 + Number(ch)) % 97;
  return rest;
}

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Check digits for the 18 digits NNNNNNN AAAA J TR OOOO. */
export function cnjCheckDigits(n: string, ano: string, j: string, tr: string, origem: string): string {
  const dd = 98 - mod97(`${n}${ano}${j}${tr}${origem}00`);
  return String(dd).padStart(2, '0');
}

/** Formats 20 digits as NNNNNNN-DD.AAAA.J.TR.OOOO; anything else is returned unchanged. */
export function formatCnj(value: string): string {
  const d = onlyDigits(value);
  if (d.length !== 20) return value;
  return `${d.slice(0, 7)}-${d.slice(7, 9)}.${d.slice(9, 13)}.${d.slice(13, 14)}.${d.slice(14, 16)}.${d.slice(16, 20)}`;
}

/** True for a number in the mask (or 20 bare digits) whose check digits are right. */
export function isValidCnj(value: string): boolean {
  const masked = CNJ_MASKED.test(value.trim()) ? value.trim() : formatCnj(value.trim());
  const m = CNJ_MASKED.exec(masked);
  if (!m) return false;
  const [, n, dd, ano, j, tr, origem] = m;
  return mod97(`${n}${ano}${j}${tr}${origem}${dd}`) === 1;
}

/**
 * The J.TR segment (justiça and tribunal, e.g. '8.19' for the TJRJ) of a number in the mask or of 20 bare
 * digits; null for anything else. The check digits are not judged here: a deadline calculator only needs the court.
 */
export function segmentoJTR(value: string): string | null {
  const m = CNJ_MASKED.exec(formatCnj(value.trim()));
  return m ? `${m[4]}.${m[5]}` : null;
}

/** Builds a valid masked number from its parts (used by the seed and tests). */
export function buildCnj(n: number, ano: number, j: number, tr: number, origem: number): string {
  const parts = [String(n).padStart(7, '0'), String(ano), String(j), String(tr).padStart(2, '0'), String(origem).padStart(4, '0')];
  const dd = cnjCheckDigits(parts[0], parts[1], parts[2], parts[3], parts[4]);
  return `${parts[0]}-${dd}.${parts[1]}.${parts[2]}.${parts[3]}.${parts[4]}`;
}


import { z } from 'zod';

/** Largest value of a PostgreSQL `integer` (ids, counters): anything above is refused, never sent to the database. */
export const INT32_MAX = 2_147_483_647;

/** Years a date of this product can have (a distribution date, a perícia, a deadline). */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2199;

export const MSG_CONTROL_CHARS = 'O texto contém caracteres inválidos.';
export const MSG_DATE_YEAR = `Data inválida: o ano deve estar entre ${MIN_YEAR} e ${MAX_YEAR}.`;

// NUL (which PostgreSQL text cannot hold) and the other C0/C1 control characters; tab and line breaks are text.
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export function hasControlChars(value: string): boolean {
  return CONTROL_CHARS.test(value);
}

/**
 * The path of the first string (key or value) holding a control character anywhere in a parsed body or
 * query, e.g. ['fases', '0', 'nome']; null when there is none. parseWith refuses such input before any
 * schema runs, so every text field of every endpoint shares this rule.
 */
export function findControlChars(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return hasControlChars(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  for (const [k, v] of Object.entries(value)) {
    if (hasControlChars(k)) return [...path, '_'];
    const found = findControlChars(v, [...path, k], depth + 1);
    if (found) return found;
  }
  return null;
}

/** A text field: refuses control characters (tab and line breaks allowed). */
export const textField = (message = 'Texto inválido.') => z.string({ error: message }).refine((v) => !hasControlChars(v), MSG_CONTROL_CHARS);

/** An integer that fits a PostgreSQL integer column (ids in bodies and queries). */
export const int32 = (message: string) => z.number({ error: message }).int(message).min(-INT32_MAX - 1, message).max(INT32_MAX, message);

/** The year of an ISO date or date-time string, or NaN. */
export function isoYear(value: string): number {
  const m = /^([+-]?\d{4,6})-/.exec(value.trim());
  return m ? Number(m[1]) : Number.NaN;
}

export function plausibleYear(value: string | Date): boolean {
  const year = value instanceof Date ? value.getUTCFullYear() : isoYear(value);
  return Number.isInteger(year) && year >= MIN_YEAR && year <= MAX_YEAR;
}

import { z } from 'zod';
import { isIsoDate } from '@/lib/domain/dates';

/** Largest value of a PostgreSQL `integer` (ids, counters): anything above is refused, never sent to the database. */
export const INT32_MAX = 2_147_483_647;

/** Years a date of this product can have (a distribution date, a perícia, a deadline). */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2199;

export const MSG_CONTROL_CHARS = 'O texto contém caracteres inválidos.';
export const MSG_DATE_YEAR = `Data inválida: o ano deve estar entre ${MIN_YEAR} e ${MAX_YEAR}.`;

export const MSG_TOO_DEEP = 'Requisição inválida: estrutura aninhada demais.';
/** How deep a body may nest (a deliverable's Tiptap JSON is a few levels; 600 would overflow recursive schemas). */
export const MAX_DEPTH = 64;

// NUL (which PostgreSQL text cannot hold) and the other C0/C1 control characters; tab and line breaks are text.
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// U+FFFE and U+FFFF are not characters (XML 1.0 forbids them: a DOCX holding one is malformed), and a lone UTF-16
// surrogate is no text at all (PostgreSQL's jsonb refuses it).
const NON_CHARACTERS = /[\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a text holds a character no field accepts: a control character, a noncharacter or a lone surrogate. */
export function hasControlChars(value: string): boolean {
  return CONTROL_CHARS.test(value) || NON_CHARACTERS.test(value);
}

/**
 * The path of the first string (key or value) holding an invalid character anywhere in a parsed body or
 * query, e.g. ['fases', '0', 'nome']; null when there is none. parseWith refuses such input before any
 * schema runs, so every text field of every endpoint shares this rule.
 */
export function findControlChars(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return hasControlChars(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [k, v] of Object.entries(value)) {
    if (hasControlChars(k)) return [...path, '_'];
    const found = findControlChars(v, [...path, k]);
    if (found) return found;
  }
  return null;
}

/** True when arrays/objects nest deeper than `max` levels (checked iteratively: the check itself cannot overflow). */
export function nestsDeeperThan(value: unknown, max = MAX_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return false;
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

/** A calendar date typed as AAAA-MM-DD: present, well formed, a real day, a year in MIN_YEAR..MAX_YEAR. */
export const dataIsoField = (obrigatoria: string, formato = 'Informe a data no formato AAAA-MM-DD.') =>
  z
    .string({ error: obrigatoria })
    .trim()
    .min(1, obrigatoria)
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v), formato)
    .refine(isIsoDate, 'Data inexistente no calendário.')
    .refine(plausibleYear, MSG_DATE_YEAR);

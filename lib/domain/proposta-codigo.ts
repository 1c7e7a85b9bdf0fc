import { randomBytes } from 'node:crypto';
import { addCalendarDays } from '@/lib/domain/dates-local';
import { VALIDADE_DIAS } from '@/lib/domain/proposta';

/**
 * The verification code of a proposal issued by an admin (issue 28 item 6): 10 characters of Crockford's
 * base32 (no I, L, O, U), 50 random bits. Short enough to type from paper, too many to guess: the public page
 * /proposta/{codigo} shows the firm, client and values only to whoever holds the code.
 */
export const CODIGO_ALFABETO = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODIGO_TAMANHO = 10;
export const CODIGO_PATTERN = /^[0-9A-HJKMNP-TV-Z]{10}$/;

/** A new code from `bytes` random bytes (each byte gives one character: 256 is a multiple of 32, so no bias). */
export function gerarCodigoProposta(bytes: Uint8Array = randomBytes(CODIGO_TAMANHO)): string {
  if (bytes.length < CODIGO_TAMANHO) throw new Error('gerarCodigoProposta: bytes insuficientes');
  let out = '';
  for (let i = 0; i < CODIGO_TAMANHO; i++) out += CODIGO_ALFABETO[bytes[i] & 31];
  return out;
}

/**
 * A code as a person types or reads it ("abcde-fghij", "ABCDE FGHIJ", with O for 0 or I/L for 1) → the stored
 * form; null when it cannot be a code.
 */
export function normalizarCodigoProposta(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length > 40) return null;
  const c = raw
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return CODIGO_PATTERN.test(c) ? c : null;
}

/** "ABCDEFGHJK" → "ABCDE-FGHJK", as printed on the proposal. */
export function formatarCodigoProposta(codigo: string): string {
  return `${codigo.slice(0, 5)}-${codigo.slice(5)}`;
}

/** Last day of validity: the issue date plus SPEC §9's 30 days. */
export function validadeProposta(emitidaEm: string): string {
  return addCalendarDays(emitidaEm, VALIDADE_DIAS);
}

/** Whether a proposal valid until `validaAte` still holds on `hoje` (both YYYY-MM-DD). */
export function propostaVigente(validaAte: string, hoje: string): boolean {
  return hoje <= validaAte;
}

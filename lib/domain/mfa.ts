/**
 * Pure rules of two-step verification: recovery codes (format, normalisation) and how a typed code is read.
 * The TOTP arithmetic itself is the `otpauth` library's (RFC 6238: SHA-1, 6 digits, 30 s).
 */

export const RECOVERY_CODE_COUNT = 10;
/** Crockford-like alphabet without look-alikes (no 0/O, 1/I/L, U): 31 symbols, 10 of them ≈ 49.5 bits. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A recovery code "XXXXX-XXXXX" from 10 random bytes (each byte picks a symbol; the modulo bias is negligible here). */
export function formatRecoveryCode(bytes: Uint8Array): string {
  if (bytes.length < 10) throw new Error('10 bytes are needed');
  const chars = Array.from(bytes.slice(0, 10), (b) => ALPHABET[b % ALPHABET.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** Upper case, without spaces and dashes: what is hashed and compared. */
export function normalizeRecoveryCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

/** 'totp' for 6 digits (spaces allowed, as apps show "123 456"); otherwise 'recovery'. */
export function codeKind(input: string): 'totp' | 'recovery' {
  return /^\d{6}$/.test(input.replace(/\s/g, '')) ? 'totp' : 'recovery';
}

export function totpDigits(input: string): string {
  return input.replace(/\s/g, '');
}

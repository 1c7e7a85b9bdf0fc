import { createHash, randomBytes } from 'node:crypto';

/** Personal API tokens (DESIGN §11): `pmj_` + 43 base64url characters (32 random bytes). */
export const TOKEN_API_PREFIX = 'pmj_';
const TOKEN_API_PATTERN = /^pmj_[A-Za-z0-9_-]{43}$/;
/** How many characters of a token are kept in clear to tell tokens apart ('pmj_' and 6 more). */
export const TOKEN_API_PREFIXO_LENGTH = 10;
/** A token's last use is written at most once per this interval (the hot path stays one read). */
export const ULTIMO_USO_INTERVALO_MS = 60_000;
/** How many live tokens one person may hold. */
export const MAX_TOKENS_POR_USUARIO = 20;

/** A Bearer value that is a personal API token (not a login token): decided by its shape alone. */
export function isTokenApi(raw: string | null | undefined): raw is string {
  return typeof raw === 'string' && raw.startsWith(TOKEN_API_PREFIX);
}

export function isWellFormedTokenApi(raw: string): boolean {
  return TOKEN_API_PATTERN.test(raw);
}

export function gerarTokenApi(): string {
  return TOKEN_API_PREFIX + randomBytes(32).toString('base64url');
}

/** What is stored: the SHA-256 (hex) of the token. A 256-bit random secret needs no slow hash. */
export function hashTokenApi(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export const prefixoTokenApi = (token: string) => token.slice(0, TOKEN_API_PREFIXO_LENGTH);

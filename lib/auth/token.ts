import { decode, encode } from 'next-auth/jwt';
import { env } from '@/lib/env';
import type { Role } from '@/lib/db/schema';
import { isRole } from '@/lib/domain/roles';

export const REMEMBER_MAX_AGE = 30 * 24 * 60 * 60;
export const SESSION_MAX_AGE = 24 * 60 * 60;
const MAX_TOKEN_LENGTH = 4096;

export type TokenClaims = { userId: number; role: Role; sv: number; remember: boolean };

type SubjectUser = { id: number; nome: string; email: string; role: Role; sessionVersion: number };

/** A next-auth JWT (encrypted, A256GCM): the session cookie value and the Bearer token are the same thing. */
export function issueToken(user: SubjectUser, remember: boolean): Promise<string> {
  return encode({
    secret: env().AUTH_SECRET,
    maxAge: remember ? REMEMBER_MAX_AGE : SESSION_MAX_AGE,
    token: {
      sub: String(user.id),
      name: user.nome,
      email: user.email,
      role: user.role,
      sv: user.sessionVersion,
      remember,
    },
  });
}

// Reading a token derives its key (HKDF) and decrypts it (AES-GCM): about a sixth of the server's CPU per API
// call under load (bench/processos.mjs). A token's claims never change, so the claims of valid tokens are kept
// (at most DECODED_MAX, the oldest dropped first, forgotten when AUTH_SECRET changes); expiry is checked on every
// use, and the session itself (active user, session version) is still looked up per request by the guard.
const DECODED_MAX = 1000;
const decoded = new Map<string, TokenClaims & { exp: number }>();
let decodedWith: string | undefined;

/** Claims of a valid token, or null for anything tampered, expired or malformed. Never throws. */
export async function readToken(raw: string | null | undefined): Promise<TokenClaims | null> {
  if (!raw || raw.length > MAX_TOKEN_LENGTH || !/^[A-Za-z0-9._~+/=-]+$/.test(raw)) return null;
  const secret = env().AUTH_SECRET;
  if (decodedWith !== secret) {
    decoded.clear();
    decodedWith = secret;
  }
  const known = decoded.get(raw) ?? (await decodeToken(raw, secret));
  if (!known || known.exp * 1000 <= Date.now()) {
    decoded.delete(raw);
    return null;
  }
  if (!decoded.has(raw)) {
    if (decoded.size >= DECODED_MAX) decoded.delete(decoded.keys().next().value!);
    decoded.set(raw, known);
  }
  return { userId: known.userId, role: known.role, sv: known.sv, remember: known.remember };
}

async function decodeToken(raw: string, secret: string): Promise<(TokenClaims & { exp: number }) | null> {
  try {
    const payload = await decode({ token: raw, secret });
    if (!payload) return null;
    const userId = Number(payload.sub);
    const exp = typeof payload.exp === 'number' ? payload.exp : 0;
    if (!Number.isInteger(userId) || userId <= 0 || !isRole(payload.role) || typeof payload.sv !== 'number') return null;
    return { userId, role: payload.role, sv: payload.sv, remember: payload.remember === true, exp };
  } catch {
    return null;
  }
}

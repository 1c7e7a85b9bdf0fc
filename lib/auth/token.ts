import { decode, encode } from 'next-auth/jwt';
import { env } from '@/lib/env';
import type { Role } from '@/lib/db/schema';
import { isRole } from '@/lib/domain/roles';
import { criarSessao, REMEMBER_TTL_MS, SESSION_ID, SESSION_TTL_MS } from '@/lib/data/auth/sessions';
import { LRUCache } from 'lru-cache';

/** Cookie Max-Age with Lembrar-me (seconds); the session itself ends at the same absolute time. */
export const REMEMBER_MAX_AGE = REMEMBER_TTL_MS / 1000;
export const SESSION_MAX_AGE = SESSION_TTL_MS / 1000;
const MAX_TOKEN_LENGTH = 4096;

export type TokenClaims = { userId: number; role: Role; sv: number; sid: string; remember: boolean };

type SubjectUser = { id: number; nome: string; email: string; role: Role; sessionVersion: number };

/**
 * Starts a server-side session (lib/data/auth/sessions) and answers its token: a next-auth JWT (encrypted, A256GCM)
 * carrying the session id; the session cookie value and the Bearer token are the same thing. The token's
 * exp is the session's absolute end.
 */
export async function issueToken(user: SubjectUser, remember: boolean, now: Date = new Date()): Promise<string> {
  const session = await criarSessao(user.id, remember, now);
  return encode({
    secret: env().AUTH_SECRET,
    maxAge: Math.floor((session.expiresAt.getTime() - Date.now()) / 1000),
    token: {
      sub: String(user.id),
      sid: session.id,
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
// (at most 1000, the least recently used dropped first, forgotten when AUTH_SECRET changes); expiry is checked on every
// use, and the session itself (live row, active user, session version) is still looked up per request by the guard.
const decoded = new LRUCache<string, TokenClaims & { exp: number }>({ max: 1000 });
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
  if (!decoded.has(raw)) decoded.set(raw, known);
  return { userId: known.userId, role: known.role, sv: known.sv, sid: known.sid, remember: known.remember };
}

async function decodeToken(raw: string, secret: string): Promise<(TokenClaims & { exp: number }) | null> {
  try {
    const payload = await decode({ token: raw, secret });
    if (!payload || payload.purpose !== undefined) return null;
    const userId = Number(payload.sub);
    const exp = typeof payload.exp === 'number' ? payload.exp : 0;
    if (!Number.isInteger(userId) || userId <= 0 || !isRole(payload.role) || typeof payload.sv !== 'number') return null;
    if (typeof payload.sid !== 'string' || !SESSION_ID.test(payload.sid)) return null;
    return { userId, role: payload.role, sv: payload.sv, sid: payload.sid, remember: payload.remember === true, exp };
  } catch {
    return null;
  }
}

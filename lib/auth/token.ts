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

/** Claims of a valid token, or null for anything tampered, expired or malformed. Never throws. */
export async function readToken(raw: string | null | undefined): Promise<TokenClaims | null> {
  if (!raw || raw.length > MAX_TOKEN_LENGTH || !/^[A-Za-z0-9._~+/=-]+$/.test(raw)) return null;
  try {
    const payload = await decode({ token: raw, secret: env().AUTH_SECRET });
    if (!payload) return null;
    const userId = Number(payload.sub);
    const exp = typeof payload.exp === 'number' ? payload.exp : 0;
    if (!Number.isInteger(userId) || userId <= 0 || !isRole(payload.role) || typeof payload.sv !== 'number') return null;
    if (exp * 1000 <= Date.now()) return null;
    return { userId, role: payload.role, sv: payload.sv, remember: payload.remember === true };
  } catch {
    return null;
  }
}

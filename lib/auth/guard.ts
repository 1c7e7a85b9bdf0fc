import { decideAccess } from '@/lib/domain/roles';
import { UnauthorizedError } from '@/lib/errors';
import { findSessionUser, type SessionUser } from '@/lib/data/session-users';
import { readCookie, sessionCookieName } from './cookies';
import { readToken } from './token';

export type { SessionUser };

export type Credential = { raw: string | null; via: 'bearer' | 'cookie' | 'none' };

/**
 * The credential a request carries. An Authorization header always wins: when present it must be a
 * well-formed Bearer token (anything else is treated as an invalid credential, never as anonymous).
 */
export function credentialFrom(headers: Headers): Credential {
  const auth = headers.get('authorization');
  if (auth !== null) {
    const match = /^Bearer ([^\s]+)$/i.exec(auth.trim());
    return { raw: match ? match[1] : '', via: 'bearer' };
  }
  const cookieHeader = headers.get('cookie');
  const raw = readCookie(cookieHeader, sessionCookieName()) ?? null;
  return raw ? { raw, via: 'cookie' } : { raw: null, via: 'none' };
}

/** The signed-in user of these headers, or null. */
export async function currentUser(headers: Headers): Promise<SessionUser | null> {
  const cred = credentialFrom(headers);
  if (cred.via === 'none') return null;
  const claims = await readToken(cred.raw);
  if (!claims) return null;
  return findSessionUser(claims.userId, claims.sv);
}

/**
 * The one guard: used by every route handler. Throws UnauthorizedError (401) without a valid session.
 * What the user may see or do is decided by the access policy (lib/domain/access.ts), enforced in lib/data.
 */
export async function requireUser(source?: Headers): Promise<SessionUser> {
  const headers = source ?? (await (await import('next/headers')).headers());
  const user = await currentUser(headers);
  if (decideAccess(user) === 'unauthenticated') throw new UnauthorizedError();
  return user!;
}

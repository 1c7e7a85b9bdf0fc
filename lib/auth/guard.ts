import { decideAccess } from '@/lib/domain/roles';
import { ForbiddenError, UnauthorizedError } from '@/lib/errors';
import { mustEnrolMfa } from '@/lib/domain/access';
import { env } from '@/lib/env';
import { buscarUsuarioDaSessao, type SessionRef, type SessionUser } from '@/lib/data/auth/session-users';
import { buscarUsuarioDoTokenApi } from '@/lib/data/tokens-api/autenticar';
import { isTokenApi } from '@/lib/domain/tokens-api';
import { clientAddressFrom } from '@/lib/domain/client-address';
import { recusarSeEnderecoBloqueado, registrarTokenInvalido } from '@/lib/data/tokens-api/limite';
import { readCookie, sessionCookieName } from './cookies';
import { readToken, type TokenClaims } from './token';

export type { SessionUser };

/** Request headers as far as authentication reads them (a Headers, or the direct server's reader of node's). */
export type HeaderSource = Pick<Headers, 'get'>;

export type Credential = { raw: string | null; via: 'bearer' | 'cookie' | 'none' };

/**
 * The credential a request carries. An Authorization header always wins: when present it must be a
 * well-formed Bearer token (anything else is treated as an invalid credential, never as anonymous).
 */
export function credentialFrom(headers: HeaderSource): Credential {
  const auth = headers.get('authorization');
  if (auth !== null) {
    const match = /^Bearer ([^\s]+)$/i.exec(auth.trim());
    return { raw: match ? match[1] : '', via: 'bearer' };
  }
  const cookieHeader = headers.get('cookie');
  const raw = readCookie(cookieHeader, sessionCookieName()) ?? null;
  return raw ? { raw, via: 'cookie' } : { raw: null, via: 'none' };
}

/** The session a token's claims name, as the session lookups take it. */
export const sessionRefOf = (claims: TokenClaims): SessionRef => ({ userId: claims.userId, sessionId: claims.sid, sessionVersion: claims.sv });

/** The claims of the (well-formed, unexpired) token these headers carry, or null. Not yet checked against the database. */
export async function credentialClaims(headers: HeaderSource): Promise<TokenClaims | null> {
  const cred = credentialFrom(headers);
  if (cred.via === 'none') return null;
  return readToken(cred.raw);
}

/** The signed-in user of these headers, or null: the token's session must be live on the server (one query). */
export async function currentUser(headers: HeaderSource): Promise<SessionUser | null> {
  const claims = await credentialClaims(headers);
  if (!claims) return null;
  return buscarUsuarioDaSessao(sessionRefOf(claims));
}

/**
 * The caller of an API route: a personal API token (`Authorization: Bearer pmj_…`, /api only) or a login token
 * (Bearer or cookie). Pages never take API tokens: they read the login token alone (currentUser, lib/auth/page).
 */
export async function currentApiUser(headers: HeaderSource): Promise<SessionUser | null> {
  const cred = credentialFrom(headers);
  if (cred.via === 'bearer' && isTokenApi(cred.raw)) {
    // Invalid tokens are throttled per address like failed logins (issue 36 item 4): past the limit, 429 without
    // looking the token up.
    const ip = clientAddressFrom(headers.get('x-forwarded-for'), env().TRUST_PROXY_HOPS);
    await recusarSeEnderecoBloqueado(ip);
    const user = await buscarUsuarioDoTokenApi(cred.raw);
    if (!user) await registrarTokenInvalido(ip);
    return user;
  }
  // The login token, as currentUser reads it (the headers parsed once).
  const claims = cred.via === 'none' ? null : await readToken(cred.raw);
  return claims ? buscarUsuarioDaSessao(sessionRefOf(claims)) : null;
}

/** The user and the session id of these headers (logout needs the session), or throws 401. */
export async function requireSession(headers: HeaderSource): Promise<{ user: SessionUser; sessionId: string }> {
  const claims = await credentialClaims(headers);
  const user = claims ? await buscarUsuarioDaSessao(sessionRefOf(claims)) : null;
  if (!claims || decideAccess(user) === 'unauthenticated') throw new UnauthorizedError();
  return { user: user!, sessionId: claims.sid };
}

/** The answer of the API to a role in MFA_REQUIRED_ROLES that has not enrolled TOTP yet. */
export const MSG_MFA_OBRIGATORIA = 'Ative a verificação em duas etapas (aplicativo autenticador) para usar o sistema.';

/**
 * The one guard: used by every route handler. Throws UnauthorizedError (401) without a valid session, and
 * ForbiddenError (403) for a role in MFA_REQUIRED_ROLES without TOTP (the pages send them to /mfa; the API
 * refuses, so a token alone cannot walk around the enrolment). `onboarding: true` lets the calls of the
 * enrolment itself through (who am I, TOTP set-up, accepting the terms that come before it).
 * What the user may see or do is decided by the access policy (lib/domain/access.ts), enforced in lib/data.
 */
export async function requireUser(source?: HeaderSource, opts: { onboarding?: boolean } = {}): Promise<SessionUser> {
  const headers = source ?? (await (await import('next/headers')).headers());
  const user = await currentApiUser(headers);
  if (decideAccess(user) === 'unauthenticated') throw new UnauthorizedError();
  if (!opts.onboarding && mustEnrolMfa(user!, env().MFA_REQUIRED_ROLES)) throw new ForbiddenError(MSG_MFA_OBRIGATORIA);
  return user!;
}

import { cache } from 'react';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { canOpenPage, mustEnrolMfa } from '@/lib/domain/access';
import { env } from '@/lib/env';
import { decideAccess } from '@/lib/domain/roles';
import { safeNextPath } from '@/lib/domain/safe-next';
import { buscarUsuarioDaSessaoComAceites } from '@/lib/data/auth/session-users';
import { consentimentosPendentes } from '@/lib/domain/lgpd';
import { credentialClaims, sessionRefOf, type SessionUser } from './guard';

/** Only same-origin paths are accepted as a post-login destination (rules in lib/domain/safe-next). */
export const safeNext = (next: string | string[] | undefined | null): string | null => safeNextPath(next);

// The layout and the page of one request both ask: look the session user up once per request, with the
// documents they accepted (LGPD consent), in one query.
const requestSession = cache(async () => {
  const claims = await credentialClaims(await headers());
  return claims ? buscarUsuarioDaSessaoComAceites(sessionRefOf(claims)) : null;
});
const requestUser = async (): Promise<SessionUser | null> => (await requestSession())?.user ?? null;

/** The interstitial that asks for the current terms and privacy policy before the system area. */
export const ACEITE_PATH = '/aceite';

/**
 * The page-side use of the guard: anonymous (or revoked) → /login?next=…; a role in MFA_REQUIRED_ROLES without
 * TOTP → /mfa (enrolment first); a page the access policy does not open to this user → forbidden(), which
 * answers HTTP 403 with the segment's forbidden.tsx (inside the system shell).
 */
export async function getPageUser(path?: string): Promise<SessionUser> {
  const user = await requestUser();
  if (decideAccess(user) === 'unauthenticated') {
    redirect(path ? `/login?next=${encodeURIComponent(path)}` : '/login');
  }
  // A new version of the terms or of the privacy policy (or none accepted yet): ask before anything else.
  if (consentimentosPendentes((await requestSession())?.aceites ?? []).length > 0) {
    // The layout asks without a path: the proxy passed the page's own (x-pathname), checked like any next=.
    const destino = path ?? safeNext((await headers()).get('x-pathname'));
    redirect(destino ? `${ACEITE_PATH}?next=${encodeURIComponent(destino)}` : ACEITE_PATH);
  }
  // MFA_REQUIRED_ROLES: those roles enrol TOTP before the system area opens.
  if (mustEnrolMfa(user!, env().MFA_REQUIRED_ROLES)) redirect(path ? `/mfa?next=${encodeURIComponent(path)}` : '/mfa');
  if (path && !canOpenPage(user!, path)) forbidden();
  return user!;
}

/** The signed-in, active person of this request, or null (no redirect): for pages anyone may open, e.g. /erro. */
export async function getOptionalPageUser(): Promise<SessionUser | null> {
  const user = await requestUser();
  return decideAccess(user) === 'ok' ? user : null;
}

export async function nonce(): Promise<string | undefined> {
  return (await headers()).get('x-nonce') ?? undefined;
}

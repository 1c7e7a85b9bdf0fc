import { cache } from 'react';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import type { Role } from '@/lib/db/schema';
import { decideAccess } from '@/lib/domain/roles';
import { currentUser, type SessionUser } from './guard';

/** Only same-origin paths are accepted as a post-login destination. */
export function safeNext(next: string | string[] | undefined | null): string | null {
  const value = Array.isArray(next) ? next[0] : next;
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/**
 * The page-side use of the guard: anonymous (or revoked) → /login?next=…; wrong role → forbidden(), which
 * answers HTTP 403 with the segment's forbidden.tsx (inside the system shell). The 'forbidden' member of
 * the result type is kept for the pages that still test for it; it is never returned.
 */
// The layout and the page of one request both ask: look the session user up once per request.
const requestUser = cache(async () => currentUser(await headers()));

export async function getPageUser(roles?: readonly Role[], path?: string): Promise<SessionUser | 'forbidden'> {
  const user = await requestUser();
  const decision = decideAccess(user, roles);
  if (decision === 'unauthenticated') {
    redirect(path ? `/login?next=${encodeURIComponent(path)}` : '/login');
  }
  if (decision === 'forbidden') forbidden();
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

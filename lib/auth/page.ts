import { cache } from 'react';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { Role } from '@/lib/db/schema';
import { decideAccess } from '@/lib/domain/roles';
import { safeNextPath } from '@/lib/domain/safe-next';
import { currentUser, type SessionUser } from './guard';

/** Only same-origin paths are accepted as a post-login destination (rules in lib/domain/safe-next). */
export const safeNext = (next: string | string[] | undefined | null): string | null => safeNextPath(next);

/**
 * The page-side use of the guard: anonymous (or revoked) → /login?next=…; wrong role → 'forbidden' so
 * the page renders the 403 screen.
 */
// The layout and the page of one request both ask: look the session user up once per request.
const requestUser = cache(async () => currentUser(await headers()));

export async function getPageUser(roles?: readonly Role[], path?: string): Promise<SessionUser | 'forbidden'> {
  const user = await requestUser();
  const decision = decideAccess(user, roles);
  if (decision === 'unauthenticated') {
    redirect(path ? `/login?next=${encodeURIComponent(path)}` : '/login');
  }
  if (decision === 'forbidden') return 'forbidden';
  return user!;
}

export async function nonce(): Promise<string | undefined> {
  return (await headers()).get('x-nonce') ?? undefined;
}

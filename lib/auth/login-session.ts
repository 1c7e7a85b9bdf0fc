import { cookies } from 'next/headers';
import type { AuthenticatedUser } from '@/lib/data/auth';
import { sessionCookieName, sessionCookieOptions } from './cookies';
import { issueToken } from './token';

/**
 * A new session for a login made through the page's server action (no JavaScript): the same token, in the
 * same httpOnly cookie, as SPEC call 10's answer sets (lib/api/login-answer.ts).
 */
export async function startSession(user: AuthenticatedUser, remember: boolean): Promise<void> {
  const token = await issueToken(user, remember);
  (await cookies()).set(sessionCookieName(), token, sessionCookieOptions(remember));
}

import { env } from '@/lib/env';
import { REMEMBER_MAX_AGE } from './token';

/** Secure cookies (and the __Secure- prefix next-auth uses) whenever the app is served over HTTPS. */
export function secureCookies(): boolean {
  return env().APP_URL.startsWith('https://');
}

export const PLAIN_COOKIE = 'next-auth.session-token';
export const SECURE_COOKIE = '__Secure-next-auth.session-token';

export function sessionCookieName(): string {
  return secureCookies() ? SECURE_COOKIE : PLAIN_COOKIE;
}

export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    if (part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return undefined;
}

/** Set-Cookie value: remember → 30 days; otherwise a cookie that ends with the browser session. */
export function sessionCookieHeader(token: string, remember: boolean): string {
  const parts = [`${sessionCookieName()}=${token}`, 'Path=/', 'HttpOnly', 'SameSite=Lax'];
  if (remember) parts.push(`Max-Age=${REMEMBER_MAX_AGE}`);
  if (secureCookies()) parts.push('Secure');
  return parts.join('; ');
}

export function clearSessionCookieHeader(): string {
  const parts = [`${sessionCookieName()}=`, 'Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=0'];
  if (secureCookies()) parts.push('Secure');
  return parts.join('; ');
}

/** The same cookie as `sessionCookieHeader`, as options for Next's `cookies().set` (the login's server action). */
export function sessionCookieOptions(remember: boolean) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: secureCookies(),
    ...(remember ? { maxAge: REMEMBER_MAX_AGE } : {}),
  };
}

/** Security headers of every response (next.config.ts headers(), and the answers proxy.ts writes itself). */
export function securityHeaders(production = process.env.NODE_ENV === 'production'): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
    ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}

/** True when every percent-escape of a path decodes (`/api/processo/readId/%ff` does not). */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * The periciado's private pages (/p/{token}) and their API (/api/p/…) send no Referer anywhere: the token in the
 * address must never leave in a header (issue 38). next.config.ts headers() and proxy.ts both apply it.
 */
export const PERICIADO_REFERRER = { key: 'Referrer-Policy', value: 'no-referrer' } as const;
export function isPericiadoPath(pathname: string): boolean {
  return /^\/(api\/)?p\//.test(pathname);
}

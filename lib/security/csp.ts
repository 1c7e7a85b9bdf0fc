/** Paths rendered per request (auth forms and the system area): they get a nonce-based script policy. */
export function isDynamicPath(pathname: string): boolean {
  return /^\/(sistema|processos|processo|agenda|erro|login|cadastro|request|reset-password|convite|mfa|p)(\/|$)/.test(pathname);
}

/** Paths only signed-in people may open; anonymous visitors are sent to /login?next=… */
export function isSystemPath(pathname: string): boolean {
  return /^\/(sistema|processos|processo|agenda)(\/|$)/.test(pathname);
}

/**
 * Content-Security-Policy. Dynamic pages get Next's nonce with 'strict-dynamic'; prerendered public pages
 * cannot carry a per-request nonce, so their (static, user-content-free) inline bootstrap is allowed.
 */
export function buildCsp(opts: { nonce?: string; dev: boolean; api?: boolean }): string {
  if (opts.api) return "default-src 'none'; frame-ancestors 'none'";
  const script = opts.nonce
    ? `'self' 'nonce-${opts.nonce}' 'strict-dynamic'${opts.dev ? " 'unsafe-eval'" : ''}`
    : `'self' 'unsafe-inline'${opts.dev ? " 'unsafe-eval'" : ''}`;
  return [
    "default-src 'self'",
    `script-src ${script}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // The autos' viewer (issue 35): pdf.js draws pages in a worker served from this origin.
    "worker-src 'self' blob:",
    'frame-src https://www.openstreetmap.org',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * /api/docs (the Scalar reference, lib/openapi/referencia): scripts only from this origin with the page's nonce (its
 * bundle is served by /api/docs/scalar.js), styles inline (Scalar injects them), data only from this origin.
 * Nothing from outside: no CDN, no fonts service, no request proxy.
 */
export function buildDocsCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** next.config.ts headers(): the API's policy for every /api path except the reference page, which sets its own. */
export const API_CSP_SOURCE = '/api/:path((?!docs$).*)';

/** Paths rendered per request (auth forms and the system area): they get a nonce-based script policy. */
export function isDynamicPath(pathname: string): boolean {
  return /^\/(sistema|processos|processo|agenda|erro|login|cadastro|request|reset-password|mfa)(\/|$)/.test(pathname);
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
    'frame-src https://www.openstreetmap.org',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

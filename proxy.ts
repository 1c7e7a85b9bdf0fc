import { NextResponse, type NextRequest } from 'next/server';
import { buildCsp, isDynamicPath, isSystemPath } from '@/lib/security/csp';
import { isDecodablePath, isPericiadoPath, PERICIADO_REFERRER, securityHeaders } from '@/lib/security/headers';

const MAX_BODY_BYTES = 1024 * 1024;
const SESSION_COOKIES = ['next-auth.session-token', '__Secure-next-auth.session-token'];

/**
 * Next 16 proxy. It only (1) redirects anonymous visitors of system routes to /login, (2) refuses bodies
 * declared over 1 MB and (3) sets the Content-Security-Policy. Access control itself lives in requireUser.
 */
export function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  const dev = process.env.NODE_ENV !== 'production';

  // A malformed percent-escape (e.g. /api/processo/readId/%ff) would make route matching throw: answer 400
  // here, with the same security headers as any other response.
  if (!isDecodablePath(pathname)) {
    const api = pathname.startsWith('/api/');
    const res = api
      ? NextResponse.json({ message: 'Endereço inválido: a URL contém uma codificação malformada.' }, { status: 400 })
      : new NextResponse('Endereço inválido: a URL contém uma codificação malformada.', {
          status: 400,
          headers: { 'Content-Type': 'text/plain; charset=utf-8' },
        });
    for (const h of securityHeaders()) res.headers.set(h.key, h.value);
    res.headers.set('Content-Security-Policy', buildCsp({ dev, api: true }));
    res.headers.set('Cache-Control', 'no-store');
    return res;
  }

  // SPEC documents some calls with a trailing slash (GET /processo/read/?termo=, GET /trabalho/get/):
  // API paths are served with or without it; page paths redirect to the form without it.
  const trailing = pathname.length > 1 && pathname.endsWith('/');
  // A plain URL: NextURL would re-add the trailing slash it was created with.
  const canonical = new URL(pathname.replace(/\/+$/, '') + search, req.url);

  if (pathname.startsWith('/api/')) {
    if (Number(req.headers.get('content-length') ?? '0') > MAX_BODY_BYTES) {
      return NextResponse.json({ message: 'Requisição muito grande. O limite é de 1 MB.' }, { status: 413 });
    }
    const res = trailing ? NextResponse.rewrite(canonical) : NextResponse.next();
    res.headers.set('Content-Security-Policy', buildCsp({ dev, api: true }));
    return res;
  }

  if (trailing) return NextResponse.redirect(canonical, 308);

  if (isSystemPath(pathname) && !SESSION_COOKIES.some((name) => req.cookies.has(name))) {
    const url = req.nextUrl.clone();
    url.pathname = '/login';
    url.search = `?next=${encodeURIComponent(pathname + search)}`;
    return NextResponse.redirect(url);
  }

  if (isDynamicPath(pathname)) {
    const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
    const csp = buildCsp({ nonce, dev });
    const requestHeaders = new Headers(req.headers);
    requestHeaders.set('x-nonce', nonce);
    // The page asked for, so a redirect decided in a layout (e.g. the LGPD consent interstitial) can come back to it.
    requestHeaders.set('x-pathname', pathname + search);
    requestHeaders.set('Content-Security-Policy', csp);
    const res = NextResponse.next({ request: { headers: requestHeaders } });
    res.headers.set('Content-Security-Policy', csp);
    if (isPericiadoPath(pathname)) res.headers.set(PERICIADO_REFERRER.key, PERICIADO_REFERRER.value);
    return res;
  }

  const res = NextResponse.next();
  res.headers.set('Content-Security-Policy', buildCsp({ dev }));
  return res;
}

export const config = {
  matcher: [
    // Pages (and anything else), not the static files and not the API: API calls come below.
    '/((?!_next/static|_next/image|favicon.ico|fonts/|images/|api/).*)',
    // An API call needs this proxy only for what it checks there: a declared body (the 1 MB limit), a trailing
    // slash (rewritten) and a percent-escape (a malformed one answers 400). Plain calls, most GETs, skip it (it
    // cost about a third of a call's CPU, bench/processos.mjs); their CSP comes from next.config.ts headers().
    // The file uploads (app/api/documentos/upload, and the periciado's app/api/p/{token}/arquivos: /api/p/* all read their own
    // bodies within limits) stream up to 20 MB: a proxy in front of a route makes Next
    // buffer and cut its body (proxyClientMaxBodySize), and the 1 MB check above would refuse it, so it skips
    // the proxy and enforces its own limit while streaming.
    { source: '/api/((?!documentos/upload|p/).*)', has: [{ type: 'header', key: 'content-length' }] },
    // A chunked body declares no length: through the proxy Next caps what it buffers (proxyClientMaxBodySize).
    { source: '/api/((?!documentos/upload|p/).*)', has: [{ type: 'header', key: 'transfer-encoding' }] },
    '/api/((?!documentos/upload|p/).*)/',
    '/api/((?!documentos/upload|p/).*%.*)',
  ],
};

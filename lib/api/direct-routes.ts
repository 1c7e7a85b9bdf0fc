import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { HeaderSource } from '@/lib/auth/guard';
import { buildCsp } from '@/lib/security/csp';
import { securityHeaders } from '@/lib/security/headers';
import { errorAnswer, type Answer, type ReadHandler } from './handler';

/**
 * The hottest GET calls (SPEC calls 1 and 2), answered by the production server (scripts/server.mjs) before
 * Next.js's router. Next's request pipeline costs several times the call itself (bench/processos.mjs), and so
 * do a web Request and Response per call. Each route here runs the same read function as its route handler
 * (`readRoute` in lib/api/handler.ts), and its answer carries the headers Next would add (next.config.ts
 * headers(), gzip). Anything unusual — another method, a body, a double trailing slash or a percent-escape, which
 * proxy.ts handles — is left to Next.
 */
export type DirectRoute = {
  /** Matches the whole path; its named groups are the route's params. */
  path: RegExp;
  // Method syntax: a read function typed for its own params (e.g. `{ id: string }`) fits.
  read(...args: Parameters<ReadHandler<Record<string, string>>>): Promise<Answer>;
};

/** Serves `req` when a direct route matches (resolves true), or answers false at once: Next serves it. */
export type DirectServer = (req: IncomingMessage, res: ServerResponse) => false | Promise<true>;

const REGISTRY = Symbol.for('pericia.directRoutes');

/** Called once at start-up (instrumentation.ts, with the table of direct-routes.ts), inside Next's server bundle; scripts/server.mjs looks it up. */
export function registerDirectRoutes(routes: DirectRoute[]): void {
  (globalThis as { [REGISTRY]?: DirectServer })[REGISTRY] = directServer(routes);
}

// Next's compression (next.config `compress`) gzips answers from 1 KB.
const GZIP_FROM_BYTES = 1024;
const gzipAsync = promisify(gzip);

export function directServer(routes: DirectRoute[]): DirectServer {
  const fixedHeaders: Record<string, string> = {
    ...Object.fromEntries(securityHeaders().map((h) => [h.key, h.value])),
    'Content-Security-Policy': buildCsp({ dev: false, api: true }),
    Vary: 'Accept-Encoding',
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  };

  return (req, res) => {
    if (req.method !== 'GET' || 'content-length' in req.headers || 'transfer-encoding' in req.headers) return false;
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    let pathname = query < 0 ? url : url.slice(0, query);
    // SPEC writes call 1 with a trailing slash (GET /processo/read/?termo=): answer it here too. Left to Next, it
    // went through proxy.ts's rewrite, which Next serves by proxying to the server itself over a kept-alive
    // socket; once the server had closed that idle socket the call failed with ECONNRESET (a 500), seen in the
    // two-instance test. One trailing slash only; anything else stays with Next.
    if (pathname.length > 1 && pathname.endsWith('/') && !pathname.endsWith('//')) pathname = pathname.slice(0, -1);
    if (pathname.includes('%') || (pathname.length > 1 && pathname.endsWith('/'))) return false;
    for (const route of routes) {
      const match = route.path.exec(pathname);
      if (match) return serve(route, { ...match.groups }, req, res, fixedHeaders).then(() => true);
    }
    return false;
  };
}

async function serve(route: DirectRoute, params: Record<string, string>, req: IncomingMessage, res: ServerResponse, fixedHeaders: Record<string, string>) {
  let answer: Answer;
  try {
    answer = await route.read({ url: req.url ?? '/', headers: headerSource(req) }, params);
  } catch (err) {
    answer = errorAnswer(err);
  }
  let body = Buffer.from(JSON.stringify(answer.body));
  const headers = { ...fixedHeaders, ...answer.headers };
  if (body.length >= GZIP_FROM_BYTES && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    body = await gzipAsync(body);
    headers['Content-Encoding'] = 'gzip';
  }
  headers['Content-Length'] = String(body.length);
  res.writeHead(answer.status ?? 200, headers);
  res.end(body);
}

/** Node's request headers read as a Headers would be, with the x-forwarded-* values Next adds when they are absent. */
function headerSource(req: IncomingMessage): HeaderSource {
  return {
    get(name) {
      const key = name.toLowerCase();
      const value = req.headers[key] ?? forwardedDefault(req, key);
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

function forwardedDefault(req: IncomingMessage, key: string): string | undefined {
  if (key === 'x-forwarded-for') return req.socket.remoteAddress;
  if (key === 'x-forwarded-host') return req.headers.host;
  if (key === 'x-forwarded-proto') return 'http';
  return undefined;
}

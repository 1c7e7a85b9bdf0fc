import type { Answer, CallOptions, Transport } from './factories';

/**
 * The integration tests' transport: a call is a Request handed to the route handler in-process (a route.ts under app/api,
 * found by its path as Next's router would), the answer read back as JSON. `handlerTransport()` gives the
 * factories of ./factories.ts the same calls the e2e tests send over HTTP.
 */

export const BASE = 'http://localhost:3000';

type Init = { method?: string; body?: unknown; token?: string; headers?: Record<string, string>; rawBody?: BodyInit };

/** A Request as the browser or an API client would send it. */
export function req(path: string, init: Init = {}): Request {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  let body: BodyInit | undefined = init.rawBody;
  if (init.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.body);
  }
  if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
  return new Request(`${BASE}${path}`, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body, duplex: 'half' } as RequestInit);
}

/** Route context with Next 16's async params. */
export function ctx<P extends Record<string, string | string[]>>(params: P) {
  return { params: Promise.resolve(params) };
}

export async function body<T = Record<string, unknown>>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** A route handler's module: one function per HTTP method. */
type RouteModule = Record<string, (req: Request, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>>;

// Every route module, loaded on first use (Vite's import.meta.glob, which vitest provides).
const modules = import.meta.glob<RouteModule>('../../app/api/**/route.ts');

/** '../../app/api/processo/[id]/route.ts' → a pattern for '/api/processo/123' and the names of its params. */
const routes = Object.keys(modules)
  .map((file) => {
    const segments = file.replace(/^\.\.\/\.\.\/app/, '').replace(/\/route\.ts$/, '').split('/').filter(Boolean);
    const names: string[] = [];
    let catchAlls = 0;
    const source = segments
      .map((s) => {
        const catchAll = /^\[\.\.\.(\w+)\]$/.exec(s);
        if (catchAll) return names.push(catchAll[1]), (catchAlls += 1), '(.+)';
        const param = /^\[(\w+)\]$/.exec(s);
        if (param) return names.push(param[1]), '([^/]+)';
        return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    // Static segments first (e.g. /api/processo/create before /api/processo/[id]), as Next's router matches.
    return { file, names, pattern: new RegExp(`^/${source}/?$`), catchAlls, dynamic: names.length };
  })
  // Catch-alls last (app/api/[...slug] answers every unknown path), then fewer dynamic segments first.
  .sort((a, b) => a.catchAlls - b.catchAlls || a.dynamic - b.dynamic);

/** Calls the route handler of `method path` with a Request built like `req` does; throws for an unknown route. */
export const handlerTransport = (): Transport => async <T,>(method: string, path: string, opts: CallOptions = {}): Promise<Answer<T>> => {
  const pathname = path.split('?')[0];
  for (const route of routes) {
    const m = route.pattern.exec(pathname);
    if (!m) continue;
    const mod = await modules[route.file]();
    const handler = mod[method.toUpperCase()];
    if (!handler) return { status: 405, body: { message: 'Método não permitido.' } as T };
    const params = Object.fromEntries(route.names.map((n, i) => [n, decodeURIComponent(m[i + 1])]));
    const headers: Record<string, string> = opts.ip ? { 'x-forwarded-for': opts.ip } : {};
    const res = await handler(req(path, { method, token: opts.token, body: opts.data, headers }), ctx(params));
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: kept as text */
    }
    return { status: res.status, body: parsed as T };
  }
  throw new Error(`no route handler for ${method} ${path}`);
};

import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { GET as docs } from '@/app/api/docs/route';
import { GET as scalar } from '@/app/api/docs/scalar.js/route';
import { GET as openapi } from '@/app/api/openapi.json/route';
import nextConfig from '@/next.config';
import { API_CSP_SOURCE } from '@/lib/security/csp';

const noCtx = undefined as never;
const get = (path: string) => new Request(`http://localhost:3000${path}`);

describe('/api/docs and /api/openapi.json', () => {
  it('GET /api/openapi.json answers the OpenAPI 3.1 document', async () => {
    const res = await openapi(get('/api/openapi.json'), noCtx);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/processo/readId/{id}');
  });

  it('the reference page loads nothing from outside, and its policy allows exactly its own scripts', async () => {
    const res = await docs(get('/api/docs'), noCtx);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    // Every src/href is a path of this server.
    const refs = [...html.matchAll(/\b(?:src|href)="([^"]*)"/g)].map((m) => m[1]);
    expect(refs).toContain('/api/docs/scalar.js');
    expect(refs.filter((r) => !r.startsWith('/'))).toEqual([]);
    expect(html).not.toMatch(/cdn\.jsdelivr|fonts\.scalar|https:\/\/[^"'\s]*\.js/);
    expect(html).toContain('/api/openapi.json');
    // Each <script> carries the nonce the Content-Security-Policy names; nothing else may run.
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:/);
    // A new nonce per answer.
    const again = await docs(get('/api/docs'), noCtx);
    expect(again.headers.get('content-security-policy')).not.toBe(csp);
  });

  it("next.config.ts gives every other /api path the API's policy, and leaves /api/docs to the route", async () => {
    const headers = await nextConfig.headers!();
    const api = headers.find((h) => h.source === API_CSP_SOURCE);
    expect(api?.headers.find((h) => h.key === 'Content-Security-Policy')?.value).toBe("default-src 'none'; frame-ancestors 'none'");
    // Next matches `source` with its bundled path-to-regexp (untyped).
    const { pathToRegexp } = createRequire(import.meta.url)('next/dist/compiled/path-to-regexp') as { pathToRegexp: (p: string) => RegExp };
    const re = pathToRegexp(API_CSP_SOURCE);
    expect(re.test('/api/docs')).toBe(false);
    for (const p of ['/api/processo/read', '/api/docs/scalar.js', '/api/openapi.json', '/api/documentos/1/arquivo']) expect(re.test(p), p).toBe(true);
  });

  it('GET /api/docs/scalar.js serves the standalone bundle from the installed package', async () => {
    const res = await scalar(get('/api/docs/scalar.js'), noCtx);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    const js = await res.text();
    expect(js.length).toBeGreaterThan(1_000_000);
    expect(js).toContain('createApiReference');
  });
});

import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import nextConfig from '@/next.config';
import { directRoutes } from '@/direct-routes';
import { GET as read } from '@/app/api/processo/read/route';
import { GET as readId } from '@/app/api/processo/readId/[id]/route';
import { directServer, type DirectRoute } from '@/lib/api/direct-routes';
import { getDb } from '@/lib/db/client';
import { API_CSP_SOURCE } from '@/lib/security/csp';
import { acessos, documentos } from '@/lib/db/schema';
import { token } from '../support/factories';
import { createUser } from '../support/db-factories';
import { ctx, req } from '../support/handler-transport';
import { criar, noCtx } from './processos-helpers';

/**
 * scripts/server.mjs answers calls 1 and 2 through lib/api/direct-routes.ts, before Next. The same read functions
 * run behind Next's route handlers: here both paths answer the same requests and must agree, with the headers
 * next.config.ts gives every API answer. A request the direct server leaves alone reaches "Next" (599 here).
 */
const FELL_THROUGH = 599;
let base = '';
let server: http.Server;

function listen(routes: DirectRoute[]): Promise<{ server: http.Server; base: string }> {
  const serve = directServer(routes);
  const s = http.createServer(async (rq, rs) => {
    if ((await serve(rq, rs)) === true) return;
    rs.writeHead(FELL_THROUGH);
    rs.end();
  });
  return new Promise((resolve) => s.listen(0, '127.0.0.1', () => resolve({ server: s, base: `http://127.0.0.1:${(s.address() as AddressInfo).port}` })));
}

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer };
function get(path: string, headers: Record<string, string> = {}, method = 'GET', root = base): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const r = http.request(`${root}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    r.on('error', reject);
    r.end();
  });
}
const bearer = (t: string) => ({ authorization: `Bearer ${t}` });
const jsonOf = (r: Raw) => JSON.parse(r.body.toString('utf8'));

beforeAll(async () => {
  ({ server, base } = await listen(await directRoutes()));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('direct routes (calls 1 and 2 before Next)', () => {
  it('call 2 answers what the route handler answers, with next.config.ts headers for /api, and logs the read', async () => {
    const adv = await createUser({ role: 'advogado' });
    const { data: c } = await criar(adv.token);
    const db = await getDb();
    // A link and a file: both paths list every document with the one mapping (lib/domain/documentos).
    await db.insert(documentos).values([
      { processoId: c.id, autorId: adv.id, titulo: 'Pasta do Drive', url: 'https://drive.google.com/drive/folders/x' },
      { processoId: c.id, autorId: adv.id, titulo: 'Laudo', tipo: 'arquivo', storageKey: `direct-${c.id}`, mime: 'application/pdf', tamanho: 1234, sha256: 'a'.repeat(64), nomeArquivo: 'laudo.pdf' },
    ]);
    const reads = async () =>
      (await db.select({ n: count() }).from(acessos).where(and(eq(acessos.processoId, c.id), eq(acessos.userId, adv.id))))[0].n;
    const before = await reads();

    const direct = await get(`/api/processo/readId/${c.id}`, bearer(adv.token));
    const viaNext = await readId(req(`/api/processo/readId/${c.id}`, { token: adv.token }), ctx({ id: String(c.id) }));
    expect(direct.status).toBe(200);
    const answer = jsonOf(direct);
    expect(answer).toEqual(await viaNext.json());
    expect(answer.documentos.map((d: { tipo: string; url: string }) => [d.tipo, d.url]).sort()).toEqual([
      ['arquivo', expect.stringMatching(/^\/api\/documentos\/\d+\/arquivo$/)],
      ['link', 'https://drive.google.com/drive/folders/x'],
    ]);
    // Each read logs the case and its documents (two rows), on either path.
    expect(await reads()).toBe(before + 4);

    expect(direct.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(direct.headers['cache-control']).toBe('no-store');
    expect(direct.headers.vary).toBe('Accept-Encoding');
    expect(direct.headers['content-length']).toBe(String(direct.body.length));
    const configured = (await nextConfig.headers!()).filter((h) => h.source === '/:path*' || h.source === API_CSP_SOURCE);
    // Later entries win in Next (the API's Content-Security-Policy over the page one).
    const expected = Object.fromEntries(configured.flatMap((h) => h.headers).map((h) => [h.key.toLowerCase(), h.value]));
    expect(Object.keys(expected)).toContain('content-security-policy');
    for (const [key, value] of Object.entries(expected)) expect(direct.headers[key], key).toBe(value);
  });

  it('gzips an answer of 1 KB or more when the client accepts it, as Next does', async () => {
    const adv = await createUser({ role: 'advogado' });
    const { data: c } = await criar(adv.token, { descricao: 'Descrição longa. '.repeat(80) });
    const plain = await get(`/api/processo/readId/${c.id}`, bearer(adv.token));
    const zipped = await get(`/api/processo/readId/${c.id}`, { ...bearer(adv.token), 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(gunzipSync(zipped.body).toString('utf8'))).toEqual(jsonOf(plain));
    const small = await get('/api/processo/readId/abc', { ...bearer(adv.token), 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('call 2 refuses as the route handler does: 401 anonymous, 404 for a malformed, unknown or foreign case', async () => {
    const adv = await createUser({ role: 'advogado' });
    const other = await createUser({ role: 'advogado' });
    const { data: c } = await criar(adv.token);
    const cases: [string, Record<string, string>, string][] = [
      [`/api/processo/readId/${c.id}`, {}, String(c.id)],
      [`/api/processo/readId/${c.id}`, bearer('not-a-token'), String(c.id)],
      ['/api/processo/readId/abc', bearer(adv.token), 'abc'],
      ['/api/processo/readId/999999999', bearer(adv.token), '999999999'],
      [`/api/processo/readId/${c.id}`, bearer(other.token), String(c.id)],
    ];
    const statuses = [];
    for (const [path, headers, id] of cases) {
      const direct = await get(path, headers);
      const viaNext = await readId(new Request(`http://localhost${path}`, { headers }), ctx({ id }));
      expect(direct.status, path).toBe(viaNext.status);
      expect(jsonOf(direct), path).toEqual(await viaNext.json());
      expect(direct.headers['x-content-type-options']).toBe('nosniff');
      statuses.push(direct.status);
    }
    expect(statuses).toEqual([401, 401, 404, 404, 404]);
  });

  it('call 1 answers the page and X-Total-Count, and the empty search message, as the route handler does', async () => {
    const adv = await createUser({ role: 'advogado' });
    const termo = token();
    for (let i = 0; i < 3; i++) await criar(adv.token, { requerente: `Requerente ${termo} ${i}` });
    for (const query of [`termo=${termo}&pageSize=2`, `termo=${termo}&page=2&pageSize=2`, `termo=nada-${termo}`, 'pageSize=0']) {
      const direct = await get(`/api/processo/read?${query}`, bearer(adv.token));
      const viaNext = await read(req(`/api/processo/read?${query}`, { token: adv.token }), noCtx);
      expect(direct.status, query).toBe(viaNext.status);
      expect(jsonOf(direct), query).toEqual(await viaNext.json());
      expect(direct.headers['x-total-count'], query).toBe(viaNext.headers.get('x-total-count') ?? undefined);
    }
    const first = await get(`/api/processo/read?termo=${termo}&pageSize=2`, bearer(adv.token));
    expect(first.headers['x-total-count']).toBe('3');
    expect(jsonOf(first)).toHaveLength(2);
    expect(jsonOf(await get(`/api/processo/read?termo=nada-${termo}`, bearer(adv.token)))).toEqual({ message: 'Nenhum processo encontrado.' });
  });

  it('answers SPEC call 1 as written, with its trailing slash, the same as without', async () => {
    const adv = await createUser({ role: 'advogado' });
    const auth = bearer(adv.token);
    const slash = await get('/api/processo/read/?termo=nada-x', auth);
    expect(slash.status).not.toBe(FELL_THROUGH);
    expect(jsonOf(slash)).toEqual(jsonOf(await get('/api/processo/read?termo=nada-x', auth)));
    expect((await get('/api/processo/readId/1/', auth)).status).toBe((await get('/api/processo/readId/1', auth)).status);
  });

  it('leaves to Next what proxy.ts or Next itself handles: other methods, bodies, double slashes, percent-escapes, other paths', async () => {
    const adv = await createUser({ role: 'advogado' });
    const auth = bearer(adv.token);
    expect((await get('/api/processo/readId/1', auth, 'HEAD')).status).toBe(FELL_THROUGH);
    expect((await get('/api/processo/readId/1', auth, 'DELETE')).status).toBe(FELL_THROUGH);
    expect((await get('/api/processo/readId/1', { ...auth, 'content-length': '0' })).status).toBe(FELL_THROUGH);
    expect((await get('/api/processo/readId/1//', auth)).status).toBe(FELL_THROUGH);
    expect((await get('/api/processo/read//?termo=x', auth)).status).toBe(FELL_THROUGH);
    expect((await get('/api/processo/readId/%ff', auth)).status).toBe(FELL_THROUGH);
    expect((await get('/api/processo/readId/1/extra', auth)).status).toBe(FELL_THROUGH);
    expect((await get('/api/processo/readIdx', auth)).status).toBe(FELL_THROUGH);
    expect((await get('/api/processo/readId/1', auth)).status).not.toBe(FELL_THROUGH);
  });

  it('an unexpected error answers 500 with the API message, never a hung request', async () => {
    const broken = await listen([{ path: /^\/boom$/, read: () => Promise.reject(new Error('falha interna')) }]);
    try {
      const res = await get('/boom', {}, 'GET', broken.base);
      expect(res.status).toBe(500);
      expect(jsonOf(res)).toEqual({ message: 'Erro interno no servidor. Tente novamente mais tarde.' });
    } finally {
      await new Promise((resolve) => broken.server.close(resolve));
    }
  });
});

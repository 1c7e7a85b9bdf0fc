import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { openApiDocument } from '@/lib/openapi/documento';

const API_DIR = path.resolve(import.meta.dirname, '../../app/api');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Every app/api/**\/route.ts as its OpenAPI path ('[id]' → '{id}') with the methods it exports. */
function routeHandlers(dir = API_DIR): { path: string; methods: string[] }[] {
  const out: { path: string; methods: string[] }[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...routeHandlers(full));
    else if (entry.name === 'route.ts') {
      const rel = path.relative(API_DIR, dir).split(path.sep);
      // The catch-all answers 404 `{ message }` for any /api path no route handles: not an endpoint.
      if (rel.some((s) => s.startsWith('[...'))) continue;
      const source = readFileSync(full, 'utf8');
      const methods = METHODS.filter((m) => new RegExp(`export (const|async function|function) ${m}\\b`).test(source));
      out.push({ path: `/api/${rel.map((s) => s.replace(/^\[(\w+)\]$/, '{$1}')).join('/')}`.replace(/\/$/, ''), methods });
    }
  }
  return out;
}

describe('OpenAPI description (GET /api/openapi.json)', () => {
  const doc = openApiDocument();

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(doc) as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('describes every route handler under app/api, with each method it exports', () => {
    const handlers = routeHandlers();
    expect(handlers.length).toBeGreaterThan(60);
    const missing: string[] = [];
    for (const { path: p, methods } of handlers) {
      for (const m of methods) if (!doc.paths?.[p]?.[m.toLowerCase() as 'get']) missing.push(`${m} ${p}`);
    }
    expect(missing, 'route handlers missing from lib/openapi').toEqual([]);
  });

  it('describes no operation that has no route handler', () => {
    const real = new Set(routeHandlers().flatMap((h) => h.methods.map((m) => `${m} ${h.path}`)));
    const documented = Object.entries(doc.paths ?? {}).flatMap(([p, item]) =>
      METHODS.filter((m) => item?.[m.toLowerCase() as 'get']).map((m) => `${m} ${p}`),
    );
    expect(documented.filter((o) => !real.has(o))).toEqual([]);
  });

  it('every operation has a tag, a summary, a success answer and the error answer { message, errors? }', () => {
    for (const [p, item] of Object.entries(doc.paths ?? {})) {
      for (const m of METHODS) {
        const o = item?.[m.toLowerCase() as 'get'];
        if (!o) continue;
        expect(o.tags?.length, `${m} ${p}`).toBeGreaterThan(0);
        expect(o.summary, `${m} ${p}`).toBeTruthy();
        const statuses = Object.keys(o.responses ?? {});
        expect(statuses.some((s) => s.startsWith('2')), `${m} ${p}`).toBe(true);
        // A signed-in call documents 401 with the error schema; a public one says so (security: []).
        if (!o.security) expect(statuses, `${m} ${p}`).toContain('401');
        for (const s of statuses.filter((x) => /^[45]/.test(x))) {
          const schema = (o.responses![s] as { content?: Record<string, { schema?: { $ref?: string } }> }).content?.['application/json']?.schema;
          expect(schema?.$ref, `${m} ${p} ${s}`).toBe('#/components/schemas/Erro');
        }
      }
    }
  });

  it('declares both credentials: Bearer token and the session cookie', () => {
    expect(doc.components?.securitySchemes).toMatchObject({ bearer: { type: 'http', scheme: 'bearer' }, sessao: { type: 'apiKey', in: 'cookie' } });
    expect(doc.security).toEqual([{ bearer: [] }, { sessao: [] }]);
  });

  it('speaks to API users, without internal labels (issue 34 item 7)', () => {
    const texto = JSON.stringify(doc);
    expect(texto).not.toMatch(/\(chamada \d+/);
    expect(texto).not.toMatch(/\bissue \d+/i);
  });
});

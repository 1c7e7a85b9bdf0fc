import fc from 'fast-check';
import { expect } from 'vitest';
import { req } from './handler-transport';

/**
 * Generated bodies for POST/PUT/PATCH endpoints (tests/integration/fuzz-bodies*.test.ts): valid bodies with 1–3 fields
 * replaced by hostile values (NUL and control characters, lone surrogates, numbers beyond int32, year 0000, impossible
 * dates, wrong types), one text anywhere inside made ill-formed (surrogates, U+FFFE/U+FFFF), nesting hundreds deep, a
 * `null` body, or arbitrary JSON. The property: never a 5xx, and a 4xx saves nothing.
 */
export type Endpoint = {
  name: string;
  call: (r: Request) => Promise<Response>;
  token?: () => string;
  base: () => Record<string, unknown>;
};

const hostile = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'texto\u0000com NUL',
    'Maria\u0000',
    '\u0007\u001b[31m',
    '\u007f',
    '\ud800',
    'a\udfffb',
    '\uffff',
    '0000-01-01',
    '0000-01-01T10:00:00-03:00',
    '0000-12-31T23:59:59Z',
    '9999-12-31',
    '10000-01-01',
    '2026-02-30',
    '2025-13-01',
    '-000001-01-01T00:00:00Z',
    '%ff',
    '%00',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    '',
    ' ',
    '2147483648',
    '99999999999999999999',
    '1e400',
  ),
  fc.constantFrom(2_147_483_648, 2_147_483_647, -2_147_483_649, 9_007_199_254_740_991, 1e308, -1, 0, 1.5, -0),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

export function bodyFor(base: () => Record<string, unknown>) {
  const keys = Object.keys(base());
  const mutated = fc
    .tuple(fc.subarray([...keys, 'extra\u0000'], { minLength: 1, maxLength: Math.min(3, keys.length + 1) }), fc.array(hostile, { minLength: 3, maxLength: 3 }))
    .map(([ks, values]) => {
      const b = base();
      ks.forEach((k, i) => (b[k] = values[i]));
      return b as unknown;
    });
  return fc.oneof(
    { weight: 4, arbitrary: mutated },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 1, arbitrary: leafMutation(base) },
    { weight: 1, arbitrary: deepBody(base) },
  );
}

/** Text that no field takes: lone surrogates (jsonb refuses them) and the noncharacters XML 1.0 forbids. */
const illFormed = fc.constantFrom('\ud800', 'fim\udbff', '\udc00início', 'a\uffffb', '\ufffe', 'x\ud800\ud800y');

/** The base body with one string anywhere inside it (a deliverable's deepest text node too) made ill-formed. */
function leafMutation(base: () => Record<string, unknown>) {
  const leaves: string[][] = [];
  const walk = (v: unknown, path: string[]) => {
    if (typeof v === 'string') leaves.push(path);
    else if (v && typeof v === 'object') for (const [k, c] of Object.entries(v)) walk(c, [...path, k]);
  };
  walk(base(), []);
  if (leaves.length === 0) return fc.constant(null as unknown);
  return fc.tuple(fc.constantFrom(...leaves), illFormed).map(([path, text]) => {
    const b = base();
    let at: Record<string, unknown> = b;
    for (const k of path.slice(0, -1)) at = at[k] as Record<string, unknown>;
    at[path.at(-1)!] = text;
    return b as unknown;
  });
}

/** Nesting far deeper than any form sends (recursive schemas overflowed at 600+), as a field or as the whole body; or null. Not deeper than
 * 600 levels: JSON.stringify and fast-check's own printing of a counterexample overflow the test's stack far deeper. */
function deepBody(base: () => Record<string, unknown>) {
  const nest = (n: number, leaf: unknown, tiptap: boolean) => {
    let v = leaf;
    for (let i = 0; i < n; i++) v = tiptap ? { type: 'bulletList', content: [v] } : [v];
    return v;
  };
  return fc.tuple(fc.constantFrom(100, 300), fc.boolean(), fc.constantFrom('field', 'body', 'null')).map(([n, tiptap, where]) => {
    if (where === 'null') return null as unknown;
    const deep = nest(n, { type: 'text', text: 'folha' }, tiptap);
    if (where === 'body') return deep;
    const b = base();
    const key = Object.keys(b)[0] ?? 'x';
    b[key] = key === 'conteudo' ? { type: 'doc', content: [deep] } : deep;
    return b as unknown;
  });
}

export type FuzzStats = { sent: number; statuses: Map<number, number> };

export function novasEstatisticas(): FuzzStats {
  return { sent: 0, statuses: new Map() };
}

export function resumo(stats: FuzzStats, endpoints: number): string {
  const summary = [...stats.statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
  return `Fuzz: ${stats.sent} requisições a ${endpoints} endpoints — ${summary.join(', ')}`;
}

/** Runs the property on each endpoint: never a 5xx; a 4xx answers `{ message }` and leaves `snapshot()` unchanged. */
export async function conferirEndpoints(endpoints: Endpoint[], snapshot: () => Promise<string>, stats: FuzzStats, runs: number) {
  for (const ep of endpoints) {
    const method = ep.name.split(' ')[0];
    await fc.assert(
      fc.asyncProperty(bodyFor(ep.base), async (payload) => {
        const before = await snapshot();
        const res = await ep.call(req(ep.name.split(' ')[1].replace(/\{\w+\}/g, '1'), { method, body: payload, token: ep.token?.() }));
        stats.sent++;
        stats.statuses.set(res.status, (stats.statuses.get(res.status) ?? 0) + 1);
        const text = await res.text();
        if (res.status >= 500) throw new Error(`${ep.name} answered ${res.status} for ${JSON.stringify(payload)}: ${text}`);
        if (res.status >= 400) {
          expect(JSON.parse(text), `${ep.name} ${res.status}`).toHaveProperty('message');
          expect(await snapshot(), `${ep.name} answered ${res.status} but saved something for ${JSON.stringify(payload)}`).toBe(before);
        }
      }),
      { numRuns: runs, endOnFailure: true },
    );
  }
}

/** A body of `null` on each endpoint: a 4xx (or a success that needs no body), never a 5xx. Returns the statuses by name. */
export async function conferirCorpoNulo(endpoints: Endpoint[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const ep of endpoints) {
    const [method, path] = ep.name.split(' ');
    const res = await ep.call(req(path.replace(/\{\w+\}/g, '1'), { method, rawBody: 'null', headers: { 'content-type': 'application/json' }, token: ep.token?.() }));
    expect(res.status, `${ep.name}: ${await res.clone().text()}`).toBeLessThan(500);
    out.set(ep.name, res.status);
  }
  return out;
}

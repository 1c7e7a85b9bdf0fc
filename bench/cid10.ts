/**
 * Issue 37 item 2's figures (not a test; prints, asserts nothing): `npx tsx bench/cid10.ts`
 * GET /api/cid10 in-process (the route handler: session check, zod, the search) over a mix of searches — common
 * names, codes with and without the dot, code prefixes, words with and without accents — `BENCH_CALLS` (3 000)
 * calls one after another after `BENCH_WARMUP` (200). Prints p50/p95/p99/max per kind and overall (target: p99 ≤ 20 ms).
 * Embedded PGlite in memory by default; `DATABASE_URL` = a database of yours (migrated on open).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const CALLS = Number(process.env.BENCH_CALLS ?? 3000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 200);
Object.assign(process.env, {
  ...(process.env.DATABASE_URL ? {} : { PGLITE_DIR: 'memory://' }),
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-cid10-')),
  APP_URL: 'http://localhost:3000',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});

const { getDb, closeDb } = await import('@/lib/db/client');
const { users } = await import('@/lib/db/schema');
const { issueToken } = await import('@/lib/auth/token');
const { GET } = await import('@/app/api/cid10/route');

const db = await getDb();
const kind = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (memória)';
const [u] = await db
  .insert(users)
  .values({ nome: 'Bench CID', email: `bench-cid-${Date.now()}@bench.local`, passwordHash: 'x', role: 'medico' })
  .returning();
const token = await issueToken(u, false);

const BUSCAS: Record<string, string[]> = {
  'nome popular': ['lombalgia', 'hérnia de disco', 'depressao', 'LER', 'tendinite', 'avc', 'diabetes'],
  'código': ['M545', 'M54.5', 'f32.1', 'G560', 'I10'],
  'início de código': ['M5', 'M54', 'F3', 'S8'],
  palavras: ['dor lombar', 'colera', 'fratura do femur', 'transtorno depressivo recorrente', 'neoplasia maligna da mama', 'sindrome'],
};

function pct(xs: number[], p: number) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))].toFixed(2);
}

const todas = Object.entries(BUSCAS).flatMap(([tipo, qs]) => qs.map((q) => ({ tipo, q })));
async function call(q: string): Promise<number> {
  const t0 = performance.now();
  const r = await GET(
    new Request(`http://localhost:3000/api/cid10?q=${encodeURIComponent(q)}`, { headers: { authorization: `Bearer ${token}` } }),
    undefined as never,
  );
  await r.arrayBuffer();
  const ms = performance.now() - t0;
  if (r.status !== 200) throw new Error(`GET /api/cid10?q=${q} answered ${r.status}`);
  return ms;
}

for (let i = 0; i < WARMUP; i++) await call(todas[i % todas.length].q);
const porTipo = new Map<string, number[]>();
for (let i = 0; i < CALLS; i++) {
  const { tipo, q } = todas[i % todas.length];
  const ms = await call(q);
  porTipo.set(tipo, [...(porTipo.get(tipo) ?? []), ms]);
}
console.log(`GET /api/cid10 em processo, ${kind}, ${CALLS} chamadas (após ${WARMUP} de aquecimento)`);
const linha = (nome: string, xs: number[]) =>
  console.log(`${nome.padEnd(18)} n=${String(xs.length).padStart(5)}  p50 ${pct(xs, 50)} ms  p95 ${pct(xs, 95)} ms  p99 ${pct(xs, 99)} ms  máx ${Math.max(...xs).toFixed(2)} ms`);
for (const [tipo, xs] of porTipo) linha(tipo, xs);
linha('todas', [...porTipo.values()].flat());
await closeDb();

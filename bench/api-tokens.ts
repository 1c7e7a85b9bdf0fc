/**
 * Issue 24's figures (not a test; prints, asserts nothing): `npx tsx bench/api-tokens.ts`
 *
 * 1. Token authentication against a session on call 1 (`GET /api/processo/read`): the route's own read function
 *    in-process, called alternately with a login token (session) and a personal API token (`pmj_…`) of the same
 *    advogado, `BENCH_CALLS` (2 000) each, in the same run; p50/p99 of the whole call and of the guard alone
 *    (`requireUser`).
 * 2. Webhook fan-out: `BENCH_EVENTS` (1 000) events, each emitted in its own transaction (as a change commits), to
 *    3 endpoints on a local receiver, delivered by the real worker (pump → pg-boss → signed POST): time to deliver
 *    all, deliveries whose signature verifies, and duplicates (the same event twice at one endpoint).
 * Embedded PGlite in memory by default; `DATABASE_URL` = an empty PostgreSQL database of yours.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startWebhookReceiver } from '../tests/support/webhook-receiver';

const CALLS = Number(process.env.BENCH_CALLS ?? 2000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 1000);
const CASES = Number(process.env.BENCH_CASES ?? 300);
Object.assign(process.env, {
  ...(process.env.DATABASE_URL ? {} : { PGLITE_DIR: 'memory://' }),
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-tokens-')),
  APP_URL: 'http://localhost:3000',
  WEBHOOKS_ALLOW_HTTP: '1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});

const { getDb, closeDb } = await import('@/lib/db/client');
const { users, processos, webhookEntregas } = await import('@/lib/db/schema');
const { issueToken } = await import('@/lib/auth/token');
const { requireUser } = await import('@/lib/auth/guard');
const { criarTokenApi } = await import('@/lib/data/tokens-api');
const { criarWebhook, emitirEvento } = await import('@/lib/data/webhooks');
const { GET: readProcessos } = await import('@/app/api/processo/read/route');
const { iniciarFilas, pararFilas } = await import('@/lib/jobs/runtime');
const { eq, inArray, sql } = await import('drizzle-orm');

const db = await getDb();
const kind = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (memória)';

function pct(xs: number[], p: number) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))].toFixed(2);
}

// ── 1. token vs session on call 1 ──
const [owner] = await db
  .insert(users)
  .values({ nome: 'Bench Tokens', email: `bench-${randomUUID()}@teste.com.br`, passwordHash: 'x', role: 'advogado' })
  .returning();
await db.insert(processos).values(
  Array.from({ length: CASES }, (_, i) => ({
    comarca: 'São Paulo/SP',
    tipoAcao: 'auxilio_doenca' as const,
    tipoJustica: 'federal' as const,
    dataDistribuicao: '2025-01-10',
    requerente: `Requerente Bench ${i}`,
    requerido: 'INSS',
    ownerId: owner.id,
  })),
);
const sessao = await issueToken(owner, false);
const sessionUser = { id: owner.id, nome: owner.nome, email: owner.email, role: owner.role, ativo: true };
const { token: apiToken } = await criarTokenApi(sessionUser, { nome: 'Bench' });

const headersOf = (token: string) => new Headers({ authorization: `Bearer ${token}` });
async function call(token: string): Promise<number> {
  const t0 = performance.now();
  const a = await readProcessos.read({ url: 'http://localhost:3000/api/processo/read', headers: headersOf(token) }, {});
  const ms = performance.now() - t0;
  if ((a.status ?? 200) !== 200) throw new Error(`call 1 answered ${a.status}`);
  return ms;
}
async function guard(token: string): Promise<number> {
  const t0 = performance.now();
  await requireUser(headersOf(token));
  return performance.now() - t0;
}
for (let i = 0; i < 50; i++) {
  await call(sessao);
  await call(apiToken);
}
const callS: number[] = [];
const callT: number[] = [];
const guardS: number[] = [];
const guardT: number[] = [];
for (let i = 0; i < CALLS; i++) {
  // Alternate which goes first, so neither always runs on a warmer cache.
  if (i % 2) {
    callS.push(await call(sessao));
    callT.push(await call(apiToken));
  } else {
    callT.push(await call(apiToken));
    callS.push(await call(sessao));
  }
  guardS.push(await guard(sessao));
  guardT.push(await guard(apiToken));
}
console.log(`Chamada 1 (GET /api/processo/read, ${CASES} processos do advogado, ${CALLS} chamadas de cada, ${kind}):`);
console.log(`  sessão (token de login): p50 ${pct(callS, 50)} ms, p99 ${pct(callS, 99)} ms | só a autenticação: p50 ${pct(guardS, 50)} ms, p99 ${pct(guardS, 99)} ms`);
console.log(`  token de API (pmj_):     p50 ${pct(callT, 50)} ms, p99 ${pct(callT, 99)} ms | só a autenticação: p50 ${pct(guardT, 50)} ms, p99 ${pct(guardT, 99)} ms`);

// ── 2. webhook fan-out ──
const rx = await startWebhookReceiver();
const endpoints = await Promise.all(
  [1, 2, 3].map((i) => criarWebhook(sessionUser, { url: `${rx.url}/receptor-${i}`, eventos: ['processo.situacao'] })),
);
const [caso] = await db.select({ id: processos.id }).from(processos).where(eq(processos.ownerId, owner.id)).limit(1);
const t0 = performance.now();
for (let i = 0; i < EVENTS; i++) {
  await db.transaction((tx) => emitirEvento(tx, 'processo.situacao', caso.id, { situacao: 'em_analise', n: i }));
}
const emitido = performance.now() - t0;
const t1 = performance.now();
await iniciarFilas({ somente: ['webhook-entregas'], ajustes: { 'webhook-entregas': { intervaloMs: 200, lote: 50, concorrencia: 50 } } });
const total = EVENTS * endpoints.length;
await rx.esperar(() => rx.recebidos.length >= total, 600_000);
const entregue = performance.now() - t1;
// A moment more, so a late duplicate would be seen.
await new Promise((r) => setTimeout(r, 2000));
const porEndpoint = new Map<string, Set<string>>();
let duplicadas = 0;
for (const r of rx.recebidos) {
  const set = porEndpoint.get(r.path) ?? new Set<string>();
  if (set.has(r.json.id)) duplicadas++;
  set.add(r.json.id);
  porEndpoint.set(r.path, set);
}
const assinadas = endpoints.reduce((n, w, i) => n + rx.assinados(`/receptor-${i + 1}`, w.segredo).length, 0);
const [{ pendentes }] = await db
  .select({ pendentes: sql<number>`count(*) filter (where ${webhookEntregas.status} <> 'entregue')` })
  .from(webhookEntregas)
  .where(inArray(webhookEntregas.webhookId, endpoints.map((w) => w.id)));
console.log(`Webhooks: ${EVENTS} eventos × ${endpoints.length} endpoints (${kind}, receptor local):`);
console.log(`  emissão (uma transação por evento): ${(emitido / 1000).toFixed(2)} s (${(emitido / EVENTS).toFixed(2)} ms por evento)`);
console.log(`  entrega de todas as ${total}: ${(entregue / 1000).toFixed(2)} s (${(total / (entregue / 1000)).toFixed(0)} entregas/s)`);
console.log(`  recebidas: ${rx.recebidos.length}, assinatura válida: ${assinadas}, duplicadas: ${duplicadas}, não entregues no banco: ${Number(pendentes)}`);

await pararFilas();
await rx.close();
await closeDb();

/**
 * O custo de `GET /api/health` (issue 33 item 5; antes era uma asserção de tempo em tests/integration/health.test.ts):
 * `npx tsx bench/saude.ts`. Chama o handler da rota em processo `BENCH_CALLS` (200) vezes, com o executor de filas
 * rodando, e imprime p50/p99/máximo em ms; depois mede quanto a sondagem leva para responder quando o banco não
 * responde (o orçamento da sondagem é de 2 s). Banco embutido em memória por padrão; `DATABASE_URL` = um banco seu.
 * Não afirma nada: só imprime números.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

Object.assign(process.env, {
  ...(process.env.DATABASE_URL ? {} : { PGLITE_DIR: 'memory://' }),
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-saude-')),
  APP_URL: 'http://localhost:3000',
});
const n = Number(process.env.BENCH_CALLS ?? 200);

const { getDb, closeDb } = await import('@/lib/db/client');
const { iniciarFilas, pararFilas } = await import('@/lib/jobs/runtime');
const { verificarSaude } = await import('@/lib/saude');
const { GET } = await import('@/app/api/health/route');

await getDb();
// Only the e-mail queue (it runs nothing without outbox rows), so that the probe reads a live runtime.
await iniciarFilas({ somente: ['avisos-email'] });
const tempos: number[] = [];
for (let i = 0; i < n; i++) {
  const t = performance.now();
  const res = await GET(new Request('http://localhost:3000/api/health') as never, undefined as never);
  await res.text();
  tempos.push(performance.now() - t);
}
tempos.sort((a, b) => a - b);
const q = (p: number) => tempos[Math.min(tempos.length - 1, Math.floor(p * tempos.length))].toFixed(2);
console.log(`GET /api/health × ${n} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): p50 ${q(0.5)} ms, p99 ${q(0.99)} ms, máx ${tempos.at(-1)!.toFixed(2)} ms`);

const t = performance.now();
const r = await verificarSaude(() => new Promise(() => {}));
console.log(`Banco que não responde: db "${r.db}" em ${(performance.now() - t).toFixed(0)} ms (orçamento: 2000 ms)`);

await pararFilas();
await closeDb();

/**
 * Benchmark of the deadline engine and of GET /api/prazos/calcular (prints figures, not a test).
 *   npx tsx bench/prazos.ts                       # handler on the embedded PGlite under $DATA_DIR (default .data)
 *   DATABASE_URL=postgresql://… npx tsx bench/prazos.ts
 * The handler is called in-process with real Requests (no HTTP server): parse, rate-limit row, closures query, engine.
 */
import { performance } from 'node:perf_hooks';
import { contarPrazo } from '@/lib/domain/prazos';

function time(label: string, n: number, fn: (i: number) => unknown) {
  for (let i = 0; i < Math.min(n, 50); i += 1) fn(i); // warm-up
  const t0 = performance.now();
  for (let i = 0; i < n; i += 1) fn(i);
  const ms = (performance.now() - t0) / n;
  console.log(`${label}: ${ms.toFixed(3)} ms per call (${n} calls)`);
}

time('engine, 15 dias úteis (estadual)', 2000, () => contarPrazo('2026-02-09', 15));
time('engine, 15 dias úteis across the recess (federal)', 2000, () => contarPrazo('2026-12-14', 15, { justica: 'federal' }));
time('engine, 365 dias úteis', 300, () => contarPrazo('2026-01-05', 365));

const { GET } = await import('@/app/api/prazos/calcular/route');
const call = async (qs: string, i: number) => {
  const res = await GET(new Request(`http://localhost/api/prazos/calcular?${qs}`, { headers: { 'x-forwarded-for': `192.0.2.${i % 250}` } }), undefined as never);
  if (res.status !== 200) throw new Error(`status ${res.status}: ${await res.text()}`);
};
for (const [label, qs] of [
  ['handler, 15 dias úteis, tribunal 8.19', 'inicio=2026-02-09&dias=15&tribunal=8.19'],
  ['handler, 365 dias úteis, federal', 'inicio=2026-01-05&dias=365&justica=federal'],
] as const) {
  await call(qs, 0);
  const n = 200;
  const samples: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const t0 = performance.now();
    await call(qs, i);
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  console.log(`${label}: median ${samples[n / 2].toFixed(2)} ms, p95 ${samples[Math.floor(n * 0.95)].toFixed(2)} ms (${n} calls)`);
}
process.exit(0);

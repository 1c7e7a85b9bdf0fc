/**
 * Webhook handling time and provider calls per notification: `npx tsx bench/webhook.ts [n]`.
 * Runs the real route handler against an in-memory PGlite (or DATABASE_URL) and the local Mercado Pago stand-in,
 * with n distinct approved payments (the full path: signature, fetch, match, case update, Cronologia,
 * notifications; the receipt e-mail goes to the .eml outbox in a temporary DATA_DIR), then n replays.
 * Prints p50/p99 in milliseconds; it asserts nothing.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { assinar, startMercadoPagoStandin } from '../tests/support/mercadopago-standin.mjs';

const n = Number(process.argv[2] ?? 200);
const SECRET = 'segredo-do-webhook-de-bench-123456';
const mp = await startMercadoPagoStandin({ secret: SECRET });
Object.assign(process.env, {
  ...(process.env.DATABASE_URL ? {} : { PGLITE_DIR: 'memory://' }),
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-webhook-')),
  MERCADOPAGO_ACCESS_TOKEN: 'TEST-bench-token-000',
  MERCADOPAGO_WEBHOOK_SECRET: SECRET,
  MERCADOPAGO_API_URL: mp.url,
  APP_URL: 'http://localhost:3000',
});

const { getDb, closeDb } = await import('@/lib/db/client');
const { users, processos, processoFases, pagamentos } = await import('@/lib/db/schema');
const { POST: webhook } = await import('@/app/api/pagamentos/webhook/route');

const db = await getDb();
const [owner] = await db
  .insert(users)
  .values({ nome: 'Bench', email: `bench-${randomUUID()}@teste.com.br`, passwordHash: 'x', role: 'advogado' })
  .returning();
const ids: string[] = [];
for (let i = 0; i < n; i++) {
  const [p] = await db
    .insert(processos)
    .values({
      comarca: 'São Paulo/SP',
      tipoAcao: 'auxilio_doenca',
      tipoJustica: 'federal',
      dataDistribuicao: '2025-01-10',
      requerente: `Requerente ${i}`,
      requerido: 'INSS',
      ownerId: owner.id,
      totalCentavos: 65_000,
    })
    .returning();
  await db.insert(processoFases).values({ processoId: p.id, idFase: 1, posicao: 1, dataEntrega: '2025-02-10' });
  const ref = randomUUID();
  await db.insert(pagamentos).values({ referencia: ref, processoId: p.id, valorCentavos: 65_000, meio: 'mercadopago' });
  ids.push(String(mp.setPayment({ external_reference: ref, transaction_amount: 650 }).id));
}

async function send(id: string): Promise<number> {
  const requestId = randomUUID();
  const req = new Request(`http://localhost:3000/api/pagamentos/webhook?data.id=${id}&type=payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-request-id': requestId, 'x-signature': assinar({ secret: SECRET, dataId: id, requestId }) },
    body: JSON.stringify({ type: 'payment', data: { id } }),
  });
  const t0 = performance.now();
  const res = await webhook(req, undefined as never);
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
  return ms;
}

function pct(xs: number[], p: number) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))].toFixed(1);
}

await send(ids[0]); // warm-up (module load, first queries); counted out below
const before = mp.calls.getPayment;
const first = [];
for (const id of ids.slice(1)) first.push(await send(id));
const replays = [];
for (const id of ids.slice(1)) replays.push(await send(id));
const calls = (mp.calls.getPayment - before) / (first.length + replays.length);
console.log(`webhook, ${first.length} approved payments: p50 ${pct(first, 50)} ms, p99 ${pct(first, 99)} ms`);
console.log(`webhook, ${replays.length} replays:          p50 ${pct(replays, 50)} ms, p99 ${pct(replays, 99)} ms`);
console.log(`provider calls per webhook: ${calls.toFixed(2)} (GET /v1/payments/{id}); database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (memory)'}`);
await closeDb();
await mp.close();

/**
 * Benchmark of call 12 (`POST /api/password/request`): the time of the answer for a known and for an unknown
 * e-mail, which must not tell them apart (prints figures, not a test).
 *
 *   npx tsx bench/password-reset.ts                   # embedded PGlite in memory
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/<db> npx tsx bench/password-reset.ts   # a database of yours
 *
 * The route handler is called in-process with Request objects; the app's mailer sends to the SMTP stand-in of the
 * tests. Each round asks once for a new known account and once for an unknown address, alternating which goes
 * first; every background send has settled (mailSettled) before the next measurement, so SMTP never overlaps one.
 * Prints p50/p90/max of each and the difference of the medians. BENCH_ROUNDS (default 40).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { startSmtpCatcher } from '../tests/support/smtp-catcher';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
process.env.PGLITE_DIR ??= 'memory://bench-password-reset';
process.env.APP_URL ??= 'http://localhost:3000';
process.env.LEMBRETES_WORKER = '0';
// Behind one proxy, as the tests stand: X-Forwarded-For names the client, so each request has its own address.
process.env.TRUST_PROXY_HOPS = '1';

const smtp = await startSmtpCatcher();
process.env.SMTP_URL = smtp.url;

const { getDb, closeDb, dbKind } = await import('@/lib/db/client');
const { users } = await import('@/lib/db/schema');
const { hashPassword } = await import('@/lib/security/passwords');
const { mailSettled, resetMailer } = await import('@/lib/mail');
const { POST: requestReset } = await import('@/app/api/password/request/route');
resetMailer();

const db = await getDb();
const passwordHash = await hashPassword('Senha-de-bench-123');

let ip = 0;
/** One request as a browser sends it; a new client address each time, so the per-IP limit never answers. */
async function ask(email: string): Promise<number> {
  ip += 1;
  const req = new Request('http://localhost:3000/api/password/request', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}` },
    body: JSON.stringify({ email }),
  });
  const t0 = performance.now();
  const res = await requestReset(req, undefined as never);
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`call 12 answered ${res.status}`);
  await mailSettled();
  return ms;
}

const times = { known: [] as number[], unknown: [] as number[] };
// Warm-up: the first requests pay for compiling statements and opening the SMTP transport.
for (let i = 0; i < 3; i++) await ask(`aquecimento-${i}@bench.test`);
for (let i = 0; i < ROUNDS; i++) {
  const [u] = await db
    .insert(users)
    .values({ nome: `Bench ${i}`, email: `bench-${randomUUID()}@bench.test`, passwordHash, role: 'advogado' })
    .returning();
  const pair = [
    ['known', u.email],
    ['unknown', `ninguem-${randomUUID()}@bench.test`],
  ] as const;
  for (const [kind, email] of i % 2 ? [...pair].reverse() : pair) times[kind].push(await ask(email));
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const row = (kind: 'known' | 'unknown') =>
  `${kind.padEnd(8)} p50 ${pct(times[kind], 0.5).toFixed(1)} ms  p90 ${pct(times[kind], 0.9).toFixed(1)} ms  max ${Math.max(...times[kind]).toFixed(1)} ms`;
console.log(`call 12, ${ROUNDS} rounds on ${await dbKind()}, mails caught: ${smtp.messages.length}`);
console.log(row('known'));
console.log(row('unknown'));
console.log(`median difference: ${Math.abs(pct(times.known, 0.5) - pct(times.unknown, 0.5)).toFixed(1)} ms`);

await closeDb();
await smtp.close();

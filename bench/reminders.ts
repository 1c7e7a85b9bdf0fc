/**
 * Benchmark of one reminder run (lib/data/lembretes `executarLembretes`) at BENCH_CASES cases (default 100 000):
 * prints its time and the number of SQL statements it sent (counted at the driver, not self-reported), for the
 * first run of a day (reminders created, in-app notifications, e-mails delivered to a sender that returns at
 * once) and for a second run the same day (nothing new: the cost of an idle run). Not a test.
 *
 *   npx tsx bench/reminders.ts                                   # embedded PGlite in memory
 *   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/<db> npx tsx bench/reminders.ts   # an EMPTY database of yours
 *
 * Data: one advogado per 100 cases, one perito per 500, half of the users with e-mail reminders on; each case has
 * one open deadline (art. 477 or 465) ending 0–59 days from "today", and every fifth case a perícia in 0–59 days.
 */
import { performance } from 'node:perf_hooks';

const CASES = Number(process.env.BENCH_CASES ?? 100_000);
process.env.PGLITE_DIR ??= 'memory://bench-reminders';
process.env.LEMBRETES_WORKER = '0';

let statements = 0;
if (process.env.DATABASE_URL) {
  const pg = await import('pg');
  // Pool.query hands the statement to a Client: counting at the Client counts each statement once.
  for (const proto of [pg.default.Client.prototype] as { query: (...a: unknown[]) => unknown }[]) {
    const original = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      statements += 1;
      return original.apply(this, args);
    };
  }
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const p = PGlite.prototype as unknown as Record<'query' | 'exec', (...a: unknown[]) => Promise<unknown>>;
  for (const name of ['query', 'exec'] as const) {
    const original = p[name];
    p[name] = function (this: unknown, ...args: unknown[]) {
      statements += 1;
      return original.apply(this, args);
    };
  }
}

const { getDb, closeDb, dbKind } = await import('@/lib/db/client');
const { sql } = await import('drizzle-orm');
const { executarLembretes } = await import('@/lib/data/lembretes');
const { todayInBrazil, saoPauloInstant } = await import('@/lib/domain/dates');

const db = await getDb();
const today = todayInBrazil();
const advogados = Math.max(1, Math.ceil(CASES / 100));
const peritos = Math.max(1, Math.ceil(CASES / 500));

const t0 = performance.now();
const counted = (await db.execute(sql`select count(*)::int as n from processos`)) as unknown as { rows: { n: number }[] };
const existing = Number(counted.rows[0].n);
if (existing > 0) throw new Error('Use an empty database: this bench seeds its own 100 000 cases.');
await db.execute(sql`
  insert into users (nome, email, password_hash, role, settings)
  select 'Advogado ' || g, 'adv' || g || '@bench.test', 'x', 'advogado',
    jsonb_build_object('emailNotifications', g % 2 = 0, 'promoEmails', false)
  from generate_series(1, ${advogados}) g`);
await db.execute(sql`
  insert into users (nome, email, password_hash, role, settings)
  select 'Perito ' || g, 'med' || g || '@bench.test', 'x', 'medico',
    jsonb_build_object('emailNotifications', g % 2 = 0, 'promoEmails', false, 'lembretesEmail', jsonb_build_object('d5', false))
  from generate_series(1, ${peritos}) g`);
await db.execute(sql`
  insert into processos (numero_processo, comarca, tipo_acao, tipo_justica, data_distribuicao, requerente, requerido, owner_id, perito_id, etapa, situacao)
  select 'B' || g, 'São Paulo/SP', 'auxilio_doenca', 'federal', '2025-01-10', 'Requerente ' || g, 'INSS',
    (select id from users where email = 'adv' || (1 + g % ${advogados}) || '@bench.test'),
    (select id from users where email = 'med' || (1 + g % ${peritos}) || '@bench.test'),
    'aguardando_contestacao', 'em_analise'
  from generate_series(1, ${CASES}) g`);
await db.execute(sql`
  insert into prazos (processo_id, tipo, inicio, fim, status)
  select id, case when id % 3 = 0 then 'art465' else 'art477' end, ${today}::date - 10, ${today}::date + (id % 60), 'aberto'
  from processos`);
await db.execute(sql`update processos set prazo = ${today}::date + (id % 60)`);
await db.execute(sql`
  insert into pericias (nome, numero_processo, processo_id, tipo, data_start, data_end)
  select 'Periciado', numero_processo, id, 'inss', ${saoPauloInstant(today, '10:00')}::timestamptz + ((id % 60) || ' days')::interval,
    ${saoPauloInstant(today, '11:00')}::timestamptz + ((id % 60) || ' days')::interval
  from processos where id % 5 = 0`);
await db.execute(sql`analyze`);
console.log(`seed (${(await dbKind()) === 'pg' ? 'PostgreSQL' : 'PGlite'}): ${CASES} cases, ${advogados} advogados, ${peritos} peritos in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

let emails = 0;
const send = async () => {
  emails += 1;
};
const now = saoPauloInstant(today, '00:05');

for (const label of ['first run of the day', 'second run, same day (nothing new)']) {
  statements = 0;
  emails = 0;
  const t = performance.now();
  const r = await executarLembretes({ now, send, maxBatches: 10_000 });
  const ms = performance.now() - t;
  console.log(
    `${label}: ${ms.toFixed(0)} ms, ${statements} SQL statements (self-count ${r.queries}); reminders created ${r.criados}, e-mails sent ${r.enviados} (sender called ${emails}), deadlines expired ${r.vencidos}, failures ${r.falhas}`,
  );
}
await closeDb();
process.exit(0);

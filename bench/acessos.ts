/**
 * Benchmark of the access log on call 2 (prints figures, not a test).
 *   npx tsx bench/acessos.ts
 * Creates the PostgreSQL database `pericia_bench_acessos` (PG_ADMIN_URL, default postgresql://postgres@127.0.0.1:5432/postgres),
 * migrates it, seeds BENCH_CASES (20 000) cases like bench/processos.mjs (phases, Cronologia, quesitos), and in the SAME
 * run alternates BENCH_ROUNDS (6) rounds of BENCH_SECONDS (5 s) each of
 *   with    lerProcesso(admin, id, { endereco })   the read as the API and the page do it (logged by a CTE, one statement)
 *   without lerProcesso(admin, id)                 the same read with no log row
 * with BENCH_CONCURRENCY (10) concurrent callers on PG_POOL_MAX (10) connections, over random case ids. Prints p50/p99 and
 * throughput of each, then the growth of the table `acessos` (pg_total_relation_size: heap + indexes + TOAST) per 1 000
 * logged reads. In-process (no HTTP): the difference is the log's own cost; through HTTP the relative cost is smaller.
 * Drops the database at the end.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { ADMIN_URL, admin } from './admin-db';

const root = path.resolve(import.meta.dirname, '..');
const DB_NAME = 'pericia_bench_acessos';
const DB_URL = ADMIN_URL.replace(/\/[^/]*$/, `/${DB_NAME}`);
const CASES = Number(process.env.BENCH_CASES ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);

const log = (...a: unknown[]) => console.log('▶', ...a);

async function seed(c: pg.Client) {
  await c.query(`insert into users (nome, email, password_hash, role) values ('Admin Bench', 'admin@bench.local', 'x', 'admin')`);
  await c.query(`insert into users (nome, email, password_hash, role, escritorio)
    select 'Advogado ' || i, 'adv' || i || '@bench.local', 'x', 'advogado', 'Escritório ' || i from generate_series(1, 50) i`);
  await c.query(`insert into users (nome, email, password_hash, role) select 'Dr. Perito ' || i, 'med' || i || '@bench.local', 'x', 'medico' from generate_series(1, 10) i`);
  await c.query(`
    with adv as (select array_agg(id order by id) ids from users where role = 'advogado'),
         med as (select array_agg(id order by id) ids from users where role = 'medico')
    insert into processos (numero_processo, comarca, tipo_acao, tipo_justica, data_distribuicao, requerente, requerido, owner_id, perito_id,
                           situacao, etapa, total_centavos, busca)
    select lpad(g::text, 7, '0') || '-00.2024.8.26.' || lpad((g % 10000)::text, 4, '0'), 'Comarca ' || (g % 300), 'auxilio_doenca', 'federal',
           date '2024-01-01' + (g % 700), 'Requerente ' || g, 'Instituto Nacional do Seguro Social', adv.ids[1 + g % 50],
           case when g % 5 = 0 then null else med.ids[1 + g % 10] end, 'em_analise', 'inicio', 85000, 'requerente ' || g
    from generate_series(1, ${CASES}) g, adv, med`);
  await c.query(`insert into processo_fases (processo_id, id_fase, posicao, concluida, data_entrega)
    select id, f, f, false, current_date + 10 * f from processos, generate_series(1, 2) f`);
  await c.query(`insert into cronologia (processo_id, user_id, evento, tipo) select id, owner_id, 'Processo cadastrado', 'criacao' from processos`);
  await c.query(`insert into quesitos (processo_id, autor_id, description) select id, owner_id, 'Há incapacidade laborativa?' from processos where id % 2 = 0`);
  await c.query('analyze');
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  await admin(`drop database if exists ${DB_NAME} with (force)`);
  await admin(`create database ${DB_NAME}`);
  process.env.DATABASE_URL = DB_URL;
  process.env.PG_POOL_MAX ??= '10';
  try {
    log(`migrando ${DB_NAME}`);
    execFileSync('npx', ['tsx', 'scripts/db.ts', 'migrate'], { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: DB_URL } });
    const c = new pg.Client({ connectionString: DB_URL });
    await c.connect();
    log(`semeando ${CASES} processos`);
    await seed(c);
    const {
      rows: [{ id: adminId }],
    } = await c.query(`select id from users where email = 'admin@bench.local'`);
    const { rows: ids } = await c.query<{ id: number }>('select id from processos');

    // The app's own data layer, on the same database (imported after DATABASE_URL is set).
    const { lerProcesso } = await import('@/lib/data/processos');
    const { closeDb } = await import('@/lib/db/client');
    const user = { id: adminId as number, nome: 'Admin Bench', email: 'admin@bench.local', role: 'admin' as const, ativo: true };
    const anyId = () => ids[Math.floor(Math.random() * ids.length)].id;
    const leitura = { endereco: '203.0.113.10' };

    async function round(comLog: boolean, seconds: number) {
      const lat: number[] = [];
      const end = performance.now() + seconds * 1000;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (performance.now() < end) {
            const t0 = performance.now();
            await lerProcesso(user, anyId(), comLog ? leitura : undefined);
            lat.push(performance.now() - t0);
          }
        }),
      );
      return lat;
    }

    log('aquecendo');
    await round(true, 2);
    await round(false, 2);

    const all = { com: [] as number[], sem: [] as number[] };
    let secs = 0;
    for (let r = 0; r < ROUNDS; r++) {
      // Alternate the order so drift on a shared machine hits both sides alike.
      for (const comLog of r % 2 === 0 ? [true, false] : [false, true]) all[comLog ? 'com' : 'sem'].push(...(await round(comLog, SECONDS)));
      secs += SECONDS;
    }
    console.log(`\ncall 2 no processo (lerProcesso), ${CONCURRENCY} chamadas simultâneas, ${ROUNDS}×${SECONDS} s de cada, ${CASES} processos no PostgreSQL`);
    const figures: Record<string, { p50: number; p99: number; rps: number }> = {};
    for (const [nome, lat] of [
      ['sem registro de acesso', all.sem],
      ['com registro de acesso', all.com],
    ] as const) {
      const s = [...lat].sort((a, b) => a - b);
      figures[nome] = { p50: pct(s, 50), p99: pct(s, 99), rps: lat.length / secs };
      console.log(`  ${nome.padEnd(24)} p50 ${pct(s, 50).toFixed(2).padStart(7)} ms  p99 ${pct(s, 99).toFixed(2).padStart(7)} ms  ${(lat.length / secs).toFixed(0).padStart(6)} leituras/s`);
    }
    const a = figures['sem registro de acesso'];
    const b = figures['com registro de acesso'];
    console.log(`  custo do registro: p50 ${(b.p50 - a.p50 >= 0 ? '+' : '') + (b.p50 - a.p50).toFixed(2)} ms (${(((b.p50 - a.p50) / a.p50) * 100).toFixed(1)}%), vazão ${(((b.rps - a.rps) / a.rps) * 100).toFixed(1)}%`);

    // Growth: bytes of the table (heap + indexes + TOAST) per 1 000 logged reads.
    await c.query('vacuum analyze acessos');
    const size = async () => Number((await c.query(`select pg_total_relation_size('acessos') n`)).rows[0].n);
    const count = async () => Number((await c.query('select count(*) n from acessos')).rows[0].n);
    const [s0, n0] = [await size(), await count()];
    for (let i = 0; i < 1000; i++) await lerProcesso(user, anyId(), leitura);
    const [s1, n1] = [await size(), await count()];
    console.log(`\ncrescimento de acessos: ${n1 - n0} leituras → +${s1 - s0} bytes (${((s1 - s0) / 1024).toFixed(1)} KiB por 1 000 leituras)`);
    console.log(`  média da tabela inteira: ${n1} linhas em ${(s1 / 1024 / 1024).toFixed(2)} MiB = ${(s1 / n1).toFixed(0)} bytes por leitura (${((s1 / n1) * 1000 / 1024).toFixed(1)} KiB por 1 000)`);
    await c.end();
    await closeDb();
  } finally {
    await admin(`drop database if exists ${DB_NAME} with (force)`);
    log(`banco ${DB_NAME} removido`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

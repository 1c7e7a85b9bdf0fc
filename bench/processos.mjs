#!/usr/bin/env node
/**
 * Benchmark of calls 1 and 2 (not a test; prints figures).
 *   node bench/processos.mjs
 * Creates the PostgreSQL database `pericia_bench` (PG_ADMIN_URL, default postgresql://postgres@127.0.0.1:5432/postgres),
 * migrates it, seeds 100 000 cases (BENCH_CASES) with INSERT ... SELECT generate_series, builds (if needed) and starts
 * three servers on the same database:
 *   app   the production server (BENCH_PORT, 3905), Bearer token of an admin (sees every case)
 *   router  the same production build with DIRECT_ROUTES=0 (BENCH_PORT+3): calls 1 and 2 through Next's router alone
 *   next  a bare Next.js app with two route handlers running the same queries (BENCH_PORT+2; bench/bare-app.mjs)
 *   node  a bare node:http + pg server running the same queries (BENCH_PORT+1; bench/bare-server.mjs), the floor
 * and runs autocannon (BENCH_CONNECTIONS=10 connections, BENCH_SECONDS=20 s each) against
 *   GET /api/processo/read?termo=<frequent term>   and   GET /api/processo/readId/{id}
 * Then "the first search after a write" (issue 33 item 4): on the app alone, BENCH_CONNECTIONS loops, each writing a
 * case (an UPDATE of its busca, which raises processos_versao as every real write does, so no remembered count can
 * answer) and then timing call 1 with the term and without, for BENCH_SECONDS each: p50/p99 of an uncached call 1
 * (target p99 ≤ 300 ms at BENCH_CASES=1000000 BENCH_CONNECTIONS=50).
 * app − next is our own cost; next − node is the framework's; router − app is what the direct-routes shortcut saves
 * (issue 23 item 6: the shortcut stays only while the router alone misses p99 ≤ 50 ms or 0.5× the floor). Drops the
 * database at the end.
 */
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import bcrypt from 'bcryptjs';
import pg from 'pg';
import { rmSync } from 'node:fs';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { NEXT_BIN, buildBareApi } from './bare-app.mjs';
import { BARE_SESSION_ID } from './bare-queries.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const DB_NAME = process.env.BENCH_DB ?? 'pericia_bench';
// BENCH_KEEP_DB=1 keeps the seeded database between runs (and reuses it when it is already seeded).
const KEEP_DB = process.env.BENCH_KEEP_DB === '1';
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const DB_URL = ADMIN_URL.replace(/\/[^/]*$/, `/${DB_NAME}`);
const PORT = Number(process.env.BENCH_PORT ?? 3905);
const BARE_PORT = PORT + 1;
const NEXT_PORT = PORT + 2;
const ROUTER_PORT = PORT + 3;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CASES = Number(process.env.BENCH_CASES ?? 100_000);
const TERM = process.env.BENCH_TERM ?? 'silva';
const PASSWORD = 'Bench#Senha-2026';
const children = [];

const log = (...a) => console.log('▶', ...a);

async function admin(sql) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

async function seeded() {
  const c = new pg.Client({ connectionString: DB_URL });
  try {
    await c.connect();
    const { rows: [u] } = await c.query(`select id uid from users where email = 'admin@bench.local'`);
    const { rows: [p] } = await c.query(`select id from processos order by id desc limit 1 offset 500`);
    const { rows: [{ n }] } = await c.query(`select count(*)::int n from processos`);
    return u && p && n === CASES ? { detailId: p.id, adminId: u.uid } : null;
  } catch {
    return null;
  } finally {
    await c.end().catch(() => {});
  }
}

async function seed() {
  if (KEEP_DB) {
    const found = await seeded();
    if (found) {
      log(`reusando ${DB_NAME} já semeado`);
      execFileSync('npx', ['tsx', 'scripts/db.ts', 'migrate'], { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: DB_URL } });
      return found;
    }
    await admin(`drop database if exists ${DB_NAME} with (force)`);
    await admin(`create database ${DB_NAME}`);
  }
  log(`migrando ${DB_NAME}`);
  execFileSync('npx', ['tsx', 'scripts/db.ts', 'migrate'], { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: DB_URL } });
  const c = new pg.Client({ connectionString: DB_URL });
  await c.connect();
  const hash = await bcrypt.hash(PASSWORD, 11);
  log(`semeando ${CASES} processos`);
  const t0 = Date.now();
  await c.query(
    `insert into users (nome, email, password_hash, role) values ('Admin Bench', 'admin@bench.local', $1, 'admin')`,
    [hash],
  );
  await c.query(`insert into users (nome, email, password_hash, role, escritorio)
    select 'Advogado ' || i, 'adv' || i || '@bench.local', $1, 'advogado', 'Escritório ' || i from generate_series(1, 50) i`, [hash]);
  await c.query(`insert into users (nome, email, password_hash, role)
    select 'Dr. Perito ' || (array['Almeida','Barbosa','Cardoso','Dias','Esteves','Farias','Gomes','Henrique','Igor','Jardim'])[i], 'med' || i || '@bench.local', $1, 'medico'
    from generate_series(1, 10) i`, [hash]);
  // 20 names (one in ~7 is a Silva), ASCII twins for the normalised search column.
  await c.query(`
    with nomes as (
      select array['José da Silva','Maria Conceição','João Souza','Ana Paula Silva','Antônio Ferreira','Francisca Lima','Carlos Araújo',
                   'Paulo Ribeiro','Lúcia Gonçalves','Pedro Alves','Sandra Silva Costa','Marcos Rocha','Luiz Carvalho','Raimunda Dias',
                   'Fernanda Melo','Rafael Teixeira','Juliana Castro','Eduardo Moura','Cláudia Nunes','Sebastião Barros'] as n,
             array['jose da silva','maria conceicao','joao souza','ana paula silva','antonio ferreira','francisca lima','carlos araujo',
                   'paulo ribeiro','lucia goncalves','pedro alves','sandra silva costa','marcos rocha','luiz carvalho','raimunda dias',
                   'fernanda melo','rafael teixeira','juliana castro','eduardo moura','claudia nunes','sebastiao barros'] as a
    ),
    adv as (select array_agg(id order by id) ids from users where role = 'advogado'),
    med as (select array_agg(id order by id) ids, array_agg(lower(nome) order by id) nomes from users where role = 'medico')
    insert into processos (numero_processo, comarca, tipo_acao, tipo_justica, data_distribuicao, requerente, requerido, owner_id, perito_id,
                           situacao, etapa, total_centavos, busca, created_at, updated_at)
    select lpad(g::text, 7, '0') || '-00.2024.8.26.' || lpad((g % 10000)::text, 4, '0'),
           'Comarca ' || (g % 300), 'auxilio_doenca', 'federal', date '2024-01-01' + (g % 700),
           nomes.n[1 + g % 20] || ' ' || g, 'Instituto Nacional do Seguro Social',
           adv.ids[1 + g % 50], case when g % 5 = 0 then null else med.ids[1 + g % 10] end,
           (array['pendente','em_analise','aprovado','concluido'])[1 + g % 4], 'inicio', 85000,
           lpad(g::text, 7, '0') || '-00.2024.8.26.' || lpad((g % 10000)::text, 4, '0') || ' ' || nomes.a[1 + g % 20] || ' ' || g
             || coalesce(' ' || case when g % 5 = 0 then null else replace(med.nomes[1 + g % 10], 'dr. ', 'dr. ') end, ''),
           now() - (g || ' minutes')::interval, now()
    from generate_series(1, ${CASES}) g, nomes, adv, med`);
  await c.query(`insert into processo_fases (processo_id, id_fase, posicao, concluida, data_entrega)
    select id, f, f, (id % 3 = 0 and f = 1), current_date + 10 * f from processos, generate_series(1, 2) f`);
  await c.query(`insert into cronologia (processo_id, user_id, evento, tipo) select id, owner_id, 'Processo cadastrado', 'criacao' from processos`);
  await c.query(`insert into quesitos (processo_id, autor_id, description) select id, owner_id, 'Há incapacidade laborativa?' from processos where id % 2 = 0`);
  await c.query('analyze');
  const { rows: [{ id }] } = await c.query(`select id from processos order by id desc limit 1 offset 500`);
  const { rows: [{ matches }] } = await c.query(`select count(*)::int matches from processos where busca like $1`, [`%${TERM}%`]);
  const { rows: [{ uid }] } = await c.query(`select id uid from users where email = 'admin@bench.local'`);
  // The bare servers' session row (the app's own comes from its login): they check it like the app does.
  await c.query(`insert into sessoes (id, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [BARE_SESSION_ID, uid]);
  await c.end();
  log(`semeado em ${((Date.now() - t0) / 1000).toFixed(1)} s; termo "${TERM}" casa com ${matches} processos`);
  return { detailId: id, adminId: uid, matches };
}

function start(cmd, args, env, cwd = root) {
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout.on('data', () => {});
  children.push(child);
  return child;
}

async function waitFor(url, tries = 120) {
  for (let i = 0; i < tries; i++) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`servidor não respondeu: ${url}`);
}

/**
 * Call 1 right after a write, CONNECTIONS at a time for SECONDS: each loop raises processos_versao through a real
 * write of a case (UPDATE OF busca fires the trigger of migration 0015) and times only the call that follows.
 */
async function primeiraBuscaAposEscrita(title, url, headers, maxId) {
  const pool = new pg.Pool({ connectionString: DB_URL, max: CONNECTIONS });
  const tempos = [];
  let falhas = 0;
  let incertos = 0;
  const fim = Date.now() + SECONDS * 1000;
  try {
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < fim) {
          await pool.query('update processos set busca = busca where id = $1', [1 + Math.floor(Math.random() * maxId)]);
          const t0 = performance.now();
          const res = await fetch(url, { headers });
          await res.arrayBuffer();
          tempos.push(performance.now() - t0);
          if (!res.ok) falhas++;
          if (res.headers.get('x-total-count-exato') === 'false') incertos++;
        }
      }),
    );
  } finally {
    await pool.end();
  }
  tempos.sort((a, b) => a - b);
  const q = (f) => Math.round(tempos[Math.min(tempos.length - 1, Math.floor(tempos.length * f))] ?? 0);
  const out = { title, p50: q(0.5), p99: q(0.99), n: tempos.length, falhas, incertos };
  console.log(
    `  ${title.padEnd(40)} p50 ${String(out.p50).padStart(4)} ms  p99 ${String(out.p99).padStart(4)} ms  ${out.n} buscas  não-2xx ${falhas}  'mais de' ${incertos}  → ${out.p99 <= 300 ? 'OK (p99 ≤ 300 ms)' : 'ACIMA do alvo de 300 ms'}`,
  );
  return out;
}

function run(title, url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers }, (err, r) => {
      if (err) return reject(err);
      const out = { title, p50: r.latency.p50, p99: r.latency.p99, rps: r.requests.average, non2xx: r.non2xx, errors: r.errors };
      console.log(`  ${title.padEnd(40)} p50 ${String(out.p50).padStart(4)} ms  p99 ${String(out.p99).padStart(4)} ms  ${out.rps.toFixed(0).padStart(6)} req/s  non-2xx ${out.non2xx}  errors ${out.errors}`);
      resolve(out);
    });
  });
}

async function main() {
  if (!KEEP_DB) {
    await admin(`drop database if exists ${DB_NAME} with (force)`);
    await admin(`create database ${DB_NAME}`);
  }
  let nextDir;
  try {
    const { detailId, adminId } = await seed();
    if (process.env.BENCH_SEED_ONLY === '1') {
      // For profiling by hand: seed (BENCH_KEEP_DB=1) and print what a request needs.
      console.log(JSON.stringify({ database: DB_URL, detailId, adminId, password: PASSWORD }));
      return;
    }
    buildIfNeeded();
    log('construindo o app Next.js mínimo (dois route handlers com as mesmas consultas)');
    nextDir = buildBareApi();
    log(`iniciando o build de produção na porta ${PORT}, o servidor mínimo node:http na ${BARE_PORT} e o Next.js mínimo na ${NEXT_PORT}`);
    const appEnv = (port) => ({
      DATABASE_URL: DB_URL,
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-1234',
      MAIL_OUTBOX: '1',
      FILES_KEY: Buffer.alloc(32, 0x62).toString('base64'),
      DATA_DIR: path.join(root, '.data/bench'),
    });
    start(process.execPath, ['scripts/start.mjs'], appEnv(PORT));
    start(process.execPath, ['scripts/start.mjs'], { ...appEnv(ROUTER_PORT), DIRECT_ROUTES: '0' });
    start(process.execPath, ['bench/bare-server.mjs'], { DATABASE_URL: DB_URL, PORT: String(BARE_PORT), BENCH_USER_ID: String(adminId) });
    start(process.execPath, [NEXT_BIN, 'start', '-p', String(NEXT_PORT), '-H', '127.0.0.1'], { DATABASE_URL: DB_URL, BENCH_USER_ID: String(adminId), NODE_ENV: 'production' }, nextDir);
    await waitFor(`http://127.0.0.1:${PORT}/login`);
    await waitFor(`http://127.0.0.1:${ROUTER_PORT}/login`);
    await waitFor(`http://127.0.0.1:${BARE_PORT}/read?termo=x`);
    await waitFor(`http://127.0.0.1:${NEXT_PORT}/read?termo=x`);
    const login = await fetch(`http://127.0.0.1:${PORT}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@bench.local', senha: PASSWORD }),
    });
    const { token } = await login.json();
    if (!token) throw new Error('login falhou');
    const auth = { authorization: `Bearer ${token}` };
    const servers = [
      { name: 'app ', list: `http://127.0.0.1:${PORT}/api/processo/read?termo=${TERM}`, detail: `http://127.0.0.1:${PORT}/api/processo/readId/${detailId}`, headers: auth },
      { name: 'router', list: `http://127.0.0.1:${ROUTER_PORT}/api/processo/read?termo=${TERM}`, detail: `http://127.0.0.1:${ROUTER_PORT}/api/processo/readId/${detailId}`, headers: auth },
      { name: 'next', list: `http://127.0.0.1:${NEXT_PORT}/read?termo=${TERM}`, detail: `http://127.0.0.1:${NEXT_PORT}/readId/${detailId}` },
      { name: 'node', list: `http://127.0.0.1:${BARE_PORT}/read?termo=${TERM}`, detail: `http://127.0.0.1:${BARE_PORT}/readId/${detailId}` },
    ];
    for (const s of servers) {
      const res = await fetch(s.list, { headers: s.headers });
      const detail = await fetch(s.detail, { headers: s.headers });
      log(`${s.name} call 1 responde ${res.status}, X-Total-Count ${res.headers.get('x-total-count')}, ${(await res.json()).length} itens; call 2 responde ${detail.status}`);
      if (!res.ok || !detail.ok) throw new Error(`${s.name}: resposta inesperada`);
      // Warm-up (JIT, connection pools, prepared statements): WARMUP_SECONDS of the same load on each URL. 500
      // requests left the two Next.js servers measurably colder than the bare one (call 2: ~580 vs ~880 req/s).
      for (const url of [s.list, s.detail]) await new Promise((r) => autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, headers: s.headers }, r));
    }

    console.log(`\nautocannon: ${CONNECTIONS} conexões, ${SECONDS} s cada, ${CASES} processos no PostgreSQL, usuário admin (vê todos)`);
    const figures = {};
    for (const call of ['list', 'detail']) {
      for (const s of servers) figures[`${s.name.trim()} ${call}`] = await run(`${s.name} ${new URL(s[call]).pathname}${call === 'list' ? `?termo=${TERM}` : ''}`, s[call], s.headers);
    }

    console.log('\nresumo (alvos do app: p99 ≤ 50 ms; req/s ≥ 0,5 × node:http + pg)');
    console.log('  chamada            servidor        p50 ms   p99 ms     req/s   × node   × next');
    for (const [label, call] of [['call 1 (busca)', 'list'], ['call 2 (detalhe)', 'detail']]) {
      const node = figures[`node ${call}`];
      const next = figures[`next ${call}`];
      for (const [name, key] of [['app', 'app'], ['app sem atalho', 'router'], ['Next.js mínimo', 'next'], ['node:http + pg', 'node']]) {
        const f = figures[`${key} ${call}`];
        console.log(
          `  ${(key === 'app' ? label : '').padEnd(18)} ${name.padEnd(15)} ${String(f.p50).padStart(6)} ${String(f.p99).padStart(8)} ${f.rps.toFixed(0).padStart(9)}   ${(f.rps / node.rps).toFixed(2).padStart(5)}   ${(f.rps / next.rps).toFixed(2).padStart(5)}`,
        );
      }
      const app = figures[`app ${call}`];
      const ratio = app.rps / node.rps;
      console.log(`  ${''.padEnd(18)} → app p99 ${app.p99 <= 50 ? 'OK' : 'ACIMA do alvo'} · vazão ${ratio >= 0.5 ? 'OK' : 'ABAIXO do alvo'} (${ratio.toFixed(2)}× node) · custo do framework ${(node.rps / next.rps).toFixed(2)}× · nosso ${(next.rps / app.rps).toFixed(2)}×`);
      const router = figures[`router ${call}`];
      const semAtalho = router.p99 <= 50 && router.rps / node.rps >= 0.5;
      console.log(`  ${''.padEnd(18)} → sem atalho: p99 ${router.p99} ms, ${(router.rps / node.rps).toFixed(2)}× node: ${semAtalho ? 'o roteador do Next basta' : 'o atalho ainda é necessário'}`);
    }

    console.log(`\nprimeira busca após uma escrita (call 1 sem contagem lembrada): ${CONNECTIONS} conexões, ${SECONDS} s cada, ${CASES} processos, admin`);
    const base = `http://127.0.0.1:${PORT}/api/processo/read`;
    const maxId = await (async () => {
      const c = new pg.Client({ connectionString: DB_URL });
      await c.connect();
      try {
        return Number((await c.query('select max(id) as m from processos')).rows[0].m);
      } finally {
        await c.end();
      }
    })();
    await primeiraBuscaAposEscrita(`app /api/processo/read?termo=${TERM}`, `${base}?termo=${TERM}`, auth, maxId);
    await primeiraBuscaAposEscrita('app /api/processo/read (sem termo)', base, auth, maxId);
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    if (nextDir) rmSync(nextDir, { recursive: true, force: true });
    if (!KEEP_DB) {
      await admin(`drop database if exists ${DB_NAME} with (force)`);
      log(`banco ${DB_NAME} removido`);
    }
  }
}

main().catch((err) => {
  console.error(err);
  for (const c of children) c.kill('SIGTERM');
  process.exit(1);
});

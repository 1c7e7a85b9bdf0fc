#!/usr/bin/env node
/**
 * Backup, restore and health-probe figures (issue 25, "Measured"; not a test, prints figures).
 *   node bench/backup.mjs
 * Creates the PostgreSQL databases `pericia_bench_backup` and `pericia_bench_backup_restore` (PG_ADMIN_URL, default
 * postgresql://postgres@127.0.0.1:5432/postgres), migrates the first, seeds BENCH_CASES (100 000) cases with their
 * phases, Cronologia and quesitos, and BENCH_FILES (1 000) stored objects of BENCH_FILE_KB (200) random KB each
 * (random bytes: as incompressible as the encrypted objects the store really holds). Then:
 *   - `npm run backup -- --out …`: time and archive size;
 *   - `npm run restore -- …` into the empty second database and an empty DATA_DIR: time;
 *   - starts the production server (build if needed) on the first database and probes GET /api/health at
 *     BENCH_RATE (50) requests/s for BENCH_SECONDS (20) s with autocannon: p50/p99/max latency and non-200 answers.
 * Drops both databases at the end.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const SOURCE = 'pericia_bench_backup';
const TARGET = 'pericia_bench_backup_restore';
const urlOf = (db) => ADMIN_URL.replace(/\/[^/]*$/, `/${db}`);
const CASES = Number(process.env.BENCH_CASES ?? 100_000);
const FILES = Number(process.env.BENCH_FILES ?? 1_000);
const FILE_KB = Number(process.env.BENCH_FILE_KB ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3925);
const work = mkdtempSync(path.join(tmpdir(), 'pericia-bench-backup-'));
const log = (...a) => console.log('▶', ...a);
const mb = (n) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const secretEnv = {
  FILES_KEY: Buffer.alloc(32, 0x42).toString('base64'),
  AUTH_SECRET: 'bench-backup-secret-bench-backup-secret-123',
  APP_URL: `http://localhost:${PORT}`,
  MAIL_OUTBOX: '1',
  LOG_LEVEL: 'warn',
};

async function admin(sql) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

const timed = (label, fn) => {
  const t = Date.now();
  fn();
  const s = (Date.now() - t) / 1000;
  log(`${label}: ${s.toFixed(1)} s`);
  return s;
};

let server;
try {
  for (const db of [SOURCE, TARGET]) {
    await admin(`drop database if exists ${db} with (force)`);
    await admin(`create database ${db}`);
  }
  const env = (db, dataDir) => ({ ...process.env, ...secretEnv, DATABASE_URL: urlOf(db), DATA_DIR: dataDir });
  const srcData = path.join(work, 'origem');
  const dstData = path.join(work, 'destino');
  execFileSync('npx', ['tsx', 'scripts/db.ts', 'migrate'], { cwd: root, stdio: 'inherit', env: env(SOURCE, srcData) });

  log(`semeando ${CASES} processos e ${FILES} arquivos de ${FILE_KB} KB`);
  const c = new pg.Client({ connectionString: urlOf(SOURCE) });
  await c.connect();
  await c.query(`insert into users (nome, email, password_hash, role) select 'Advogado ' || i, 'adv' || i || '@bench.local', 'x', 'advogado' from generate_series(1, 50) i`);
  await c.query(`
    with adv as (select array_agg(id order by id) ids from users)
    insert into processos (numero_processo, comarca, tipo_acao, tipo_justica, data_distribuicao, requerente, requerido, owner_id,
                           situacao, etapa, total_centavos, busca)
    select lpad(g::text, 7, '0') || '-00.2024.8.26.' || lpad((g % 10000)::text, 4, '0'), 'Comarca ' || (g % 300), 'auxilio_doenca',
           'federal', date '2024-01-01' + (g % 700), 'Requerente ' || g, 'Instituto Nacional do Seguro Social', adv.ids[1 + g % 50],
           'pendente', 'inicio', 85000, 'requerente ' || g
    from generate_series(1, ${CASES}) g, adv`);
  await c.query(`insert into processo_fases (processo_id, id_fase, posicao, concluida, data_entrega)
    select id, f, f, false, current_date + 10 * f from processos, generate_series(1, 2) f`);
  await c.query(`insert into cronologia (processo_id, user_id, evento, tipo) select id, owner_id, 'Processo cadastrado', 'criacao' from processos`);
  await c.query(`insert into quesitos (processo_id, autor_id, description) select id, owner_id, 'Há incapacidade laborativa?' from processos where id % 2 = 0`);
  await c.end();
  const objects = path.join(srcData, 'files', 'arquivos');
  mkdirSync(objects, { recursive: true });
  for (let i = 0; i < FILES; i++) writeFileSync(path.join(objects, randomUUID()), randomBytes(FILE_KB * 1024));

  const archive = path.join(work, 'backup.tar.gz');
  const backupS = timed('backup', () => execFileSync('npm', ['run', '--silent', 'backup', '--', '--out', archive], { cwd: root, stdio: 'inherit', env: env(SOURCE, srcData) }));
  const size = statSync(archive).size;
  const restoreS = timed('restauração', () => execFileSync('npm', ['run', '--silent', 'restore', '--', archive], { cwd: root, stdio: 'inherit', env: env(TARGET, dstData) }));

  buildIfNeeded();
  log(`servidor de produção na porta ${PORT}`);
  server = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, stdio: 'ignore', env: { ...env(SOURCE, srcData), PORT: String(PORT), HOSTNAME_BIND: '127.0.0.1' } });
  const until = Date.now() + 180_000;
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`).then((r) => r.status === 200, () => false);
    if (ok) break;
    if (Date.now() > until) throw new Error('o servidor não ficou saudável em 3 minutos');
    await new Promise((r) => setTimeout(r, 500));
  }
  // Enough connections that a slow probe does not hold the rate down (each connection waits for its answer).
  const r = await autocannon({ url: `http://127.0.0.1:${PORT}/api/health`, connections: 20, overallRate: RATE, duration: SECONDS });
  const non2xx = r.non2xx + r.errors + r.timeouts;

  console.log(`
Backup de ${CASES} processos e ${FILES} arquivos (${mb(FILES * FILE_KB * 1024)}) em PostgreSQL:
  backup        ${backupS.toFixed(1)} s, arquivo de ${mb(size)}
  restauração   ${restoreS.toFixed(1)} s (banco vazio + DATA_DIR vazio)
GET /api/health a ${RATE}/s por ${SECONDS} s (${r.requests.total} sondagens):
  latência p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, máx ${r.latency.max} ms; respostas não-200/erros: ${non2xx}
`);
} finally {
  server?.kill('SIGTERM');
  for (const db of [SOURCE, TARGET]) await admin(`drop database if exists ${db} with (force)`).catch(() => {});
  rmSync(work, { recursive: true, force: true });
}

#!/usr/bin/env node
/**
 * Benchmark of file upload and download (not a test; prints figures).
 *   node bench/storage.mjs            (BENCH_PORT=3915, BENCH_RUNS=3, BENCH_MB=20, BENCH_NO_BUILD=1 to skip the build check)
 * Builds the production app if needed, seeds the demo data into a temporary embedded database, then for each
 * storage driver (file system; S3 against s3rver, an S3-compatible server run in this process) starts the
 * production server, logs in as the demo advogado and, BENCH_RUNS times, uploads a BENCH_MB MB PDF through
 * POST /api/documentos/upload and downloads it through GET /api/documentos/{id}/arquivo (bytes checked).
 * Meanwhile it samples the server's resident memory (/proc/<pid>/status VmRSS every 5 ms) and prints the
 * baseline (after a warm-up transfer of a tiny file), the peak during uploads and the peak during downloads,
 * with each direction's throughput. RSS also holds garbage not yet collected, so peaks are an upper bound.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3915);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MB = Number(process.env.BENCH_MB ?? 20);
const SIZE = MB * 1024 * 1024;
const BASE = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'pericia-bench-storage-'));
const log = (...a) => console.log('▶', ...a);

const baseEnv = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: '',
  DATA_DIR: dataDir,
  PORT: String(PORT),
  APP_URL: `http://localhost:${PORT}`,
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-1234',
  FILES_KEY: randomBytes(32).toString('base64'),
  SMTP_URL: '',
  // Mail stays as files in DATA_DIR/outbox on purpose (production refuses a missing SMTP_URL otherwise).
  MAIL_OUTBOX: '1',
};

function run(cmd, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} saiu com ${code}`))));
  });
}

function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]);
}

/** Samples a process's RSS until stopped; returns the peak in MB. */
function sampler(pid) {
  let peak = rssKb(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssKb(pid));
    } catch {}
  }, 5);
  return () => {
    clearInterval(timer);
    return peak / 1024;
  };
}

async function startServer(env) {
  // The production server directly (not scripts/start.mjs), so its pid is the one measured.
  const standalone = path.join(root, '.next/standalone');
  const child = spawn(process.execPath, [path.join(root, 'scripts/server.mjs')], { cwd: standalone, env: { ...env, HOSTNAME: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'] });
  for (let i = 0; i < 240; i++) {
    try {
      const res = await fetch(`${BASE}/api/auth/me`);
      if (res.status < 500) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('o servidor não respondeu');
}

async function stopServer(child) {
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

function pdf() {
  const buf = randomBytes(SIZE);
  Buffer.from('%PDF-1.7\n%âãÏÓ\n').copy(buf, 0);
  return buf;
}

async function measure(driver, env) {
  const server = await startServer(env);
  try {
    const login = await fetch(`${BASE}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'advogado@demo.pericia.com.br', senha: 'Pericia#2026' }),
    });
    if (!login.ok) throw new Error(`login: ${login.status}`);
    const { token } = await login.json();
    const auth = { authorization: `Bearer ${token}` };
    const casos = await (await fetch(`${BASE}/api/processo/read?pageSize=1`, { headers: auth })).json();
    const idProcesso = casos[0].id;

    // Warm-up (loads the route modules, the S3 client and the type sniffer) so the figures are the transfer's own.
    {
      const fd = new FormData();
      fd.append('id_processo', String(idProcesso));
      fd.append('arquivo', new Blob([Buffer.from('%PDF-1.7\n%%EOF\n')], { type: 'application/pdf' }), 'aquecimento.pdf');
      const doc = await (await fetch(`${BASE}/api/documentos/upload`, { method: 'POST', headers: auth, body: fd })).json();
      await (await fetch(`${BASE}${doc.download_url}`, { headers: auth })).arrayBuffer();
      await fetch(`${BASE}/api/documentos/${doc.id}`, { method: 'DELETE', headers: auth });
    }
    const file = pdf();
    const digest = createHash('sha256').update(file).digest('hex');
    await new Promise((r) => setTimeout(r, 1000));
    const baseline = rssKb(server.pid) / 1024;
    const up = [];
    const down = [];
    let peakUp = 0;
    let peakDown = 0;
    for (let i = 0; i < RUNS; i++) {
      const fd = new FormData();
      fd.append('id_processo', String(idProcesso));
      fd.append('arquivo', new Blob([file], { type: 'application/pdf' }), `bench-${i}.pdf`);
      let stop = sampler(server.pid);
      let t0 = performance.now();
      const res = await fetch(`${BASE}/api/documentos/upload`, { method: 'POST', headers: auth, body: fd });
      const doc = await res.json();
      up.push(performance.now() - t0);
      peakUp = Math.max(peakUp, stop());
      if (res.status !== 201) throw new Error(`upload: ${res.status} ${doc.message}`);

      stop = sampler(server.pid);
      t0 = performance.now();
      const got = await fetch(`${BASE}${doc.download_url}`, { headers: auth });
      const hash = createHash('sha256');
      let bytes = 0;
      for await (const chunk of got.body) {
        hash.update(chunk);
        bytes += chunk.length;
      }
      down.push(performance.now() - t0);
      peakDown = Math.max(peakDown, stop());
      if (got.status !== 200 || bytes !== SIZE || hash.digest('hex') !== digest) throw new Error('download: bytes diferentes');
      await fetch(`${BASE}/api/documentos/${doc.id}`, { method: 'DELETE', headers: auth });
    }
    const mbps = (ms) => (MB / (ms / 1000)).toFixed(1);
    const best = (xs) => Math.min(...xs);
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    return {
      driver,
      upload: `${mbps(median(up))} MB/s (mediana ${median(up).toFixed(0)} ms, melhor ${mbps(best(up))} MB/s)`,
      download: `${mbps(median(down))} MB/s (mediana ${median(down).toFixed(0)} ms, melhor ${mbps(best(down))} MB/s)`,
      memoria: `base ${baseline.toFixed(0)} MB, pico no upload ${peakUp.toFixed(0)} MB (+${(peakUp - baseline).toFixed(0)}), pico no download ${peakDown.toFixed(0)} MB (+${(peakDown - baseline).toFixed(0)})`,
    };
  } finally {
    await stopServer(server);
  }
}

async function main() {
  // BENCH_NO_BUILD=1 uses the existing .next/standalone as it is (e.g. right after `npm run build`).
  if (process.env.BENCH_NO_BUILD !== '1') buildIfNeeded();
  log('semeando os dados de demonstração em', dataDir);
  await run('npx', ['tsx', 'scripts/db.ts', 'seed'], { ...baseEnv, NODE_ENV: 'development' });
  const results = [];
  log(`disco: ${RUNS}× ${MB} MB`);
  results.push(await measure('disco (DATA_DIR/files)', baseEnv));
  const s3dir = mkdtempSync(path.join(tmpdir(), 'pericia-bench-s3-'));
  const s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3dir, configureBuckets: [{ name: 'bench', configs: [] }] });
  const { port } = await s3.run();
  try {
    log(`S3 (s3rver neste processo): ${RUNS}× ${MB} MB`);
    results.push(
      await measure('S3 (s3rver local)', {
        ...baseEnv,
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_BUCKET: 'bench',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      }),
    );
  } finally {
    await s3.close();
    rmSync(s3dir, { recursive: true, force: true });
  }
  console.log(`\nArquivo de ${MB} MB, ${RUNS} vezes por driver (servidor de produção, Node ${process.version}):`);
  for (const r of results) {
    console.log(`  ${r.driver}\n    upload:   ${r.upload}\n    download: ${r.download}\n    memória do servidor (RSS): ${r.memoria}`);
  }
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => rmSync(dataDir, { recursive: true, force: true }));

#!/usr/bin/env node
// Issue 35 item 3: other users' latency while the autos of a case are read. Prints figures, asserts nothing.
//   DATABASE_URL=postgresql://.../<your db> [BENCH_PORT=3190] [BENCH_PAGINAS=1000] [BENCH_CONEXOES=5] [BENCH_SEGUNDOS=10] node bench/autos-servidor.mjs
// Builds the app if its sources changed (scripts/build-if-needed.mjs) and starts the production server
// (scripts/start.mjs, job runtime included) on BENCH_PORT over DATABASE_URL (migrated by the server), with a lawyer
// and a case of theirs. Then, with BENCH_CONEXOES connections on each of GET / and GET /api/processo/read (the
// lawyer's Bearer token) at once:
//   1. without any reading, for BENCH_SEGUNDOS: p50/p99 and req/s (the baseline in this same run and machine);
//   2. from the upload of a generated BENCH_PAGINAS-page PDF (POST /api/documentos/upload; lib/autos/pdf-ficticio.ts,
//      text pages, BENCH_PAGINAS_IMAGEM of them image-only for the OCR) until its reading ends: the same figures,
//      and how long the reading took (pages/s).
// Target of the issue on the 2-core machine: GET / p99 ≤ 200 ms while a 1,000-page PDF is read. The machine's load
// average is printed with each figure (a shared machine skews every number). The case and its document are removed
// at the end (the pages cascade).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { tsImport } from 'tsx/esm/api';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';

if (!process.env.DATABASE_URL) {
  console.error('Defina DATABASE_URL (um banco PostgreSQL seu): o servidor medido usa esse banco.');
  process.exit(1);
}
const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const PAGINAS = Number(process.env.BENCH_PAGINAS ?? 1000);
const PAGINAS_IMAGEM = Number(process.env.BENCH_PAGINAS_IMAGEM ?? 0);
const CONEXOES = Number(process.env.BENCH_CONEXOES ?? 5);
const SEGUNDOS = Number(process.env.BENCH_SEGUNDOS ?? 10);
const BASE = `http://127.0.0.1:${PORT}`;
const carga = () => loadavg()[0].toFixed(1);
const log = (...a) => console.log('▶', ...a);

log('build (se o código mudou)');
buildIfNeeded({ appUrl: `http://localhost:${PORT}` });

const { getDb, closeDb } = await tsImport('../lib/db/client.ts', import.meta.url);
const { createUser, criarProcesso, PASSWORD } = await tsImport('../tests/support/db-factories.ts', import.meta.url);
const { gerarAutosPdf } = await tsImport('../lib/autos/pdf-ficticio.ts', import.meta.url);
const { sql } = await import('drizzle-orm');

const db = await getDb();
const advogado = await createUser({ role: 'advogado' });
const caso = await criarProcesso({ ownerId: advogado.id });

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-autos-servidor-'));
const servidor = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(PORT),
    APP_URL: `http://localhost:${PORT}`,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-1234',
    MAIL_OUTBOX: '1',
    FILES_KEY: Buffer.alloc(32, 0x62).toString('base64'),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function esperar(url, tentativas = 240) {
  for (let i = 0; i < tentativas; i++) {
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} não respondeu`);
}

/** Both URLs at once, BENCH_CONEXOES connections each, until `ate` resolves (or `segundos` pass). */
async function medir(rotulo, headers, ate) {
  const urls = [`${BASE}/`, `${BASE}/api/processo/read`];
  const instancias = [];
  const resultados = urls.map(
    (url) =>
      new Promise((resolve, reject) => {
        instancias.push(
          autocannon({ url, connections: CONEXOES, duration: 3600, headers: url.includes('/api/') ? headers : {} }, (err, r) => (err ? reject(err) : resolve(r))),
        );
      }),
  );
  const t0 = Date.now();
  const extra = await ate();
  for (const i of instancias) i.stop();
  const rs = await Promise.all(resultados);
  const s = ((Date.now() - t0) / 1000).toFixed(1);
  for (const [i, r] of rs.entries()) {
    const nome = i === 0 ? 'GET /' : 'GET /api/processo/read';
    console.log(
      `${rotulo} · ${nome.padEnd(24)} p50 ${String(r.latency.p50).padStart(4)} ms · p99 ${String(r.latency.p99).padStart(4)} ms · máx ${String(r.latency.max).padStart(5)} ms · ${r.requests.total} pedidos em ${s} s, não-2xx ${r.non2xx}, erros ${r.errors} · carga ${carga()}`,
    );
  }
  return extra;
}

try {
  await esperar(`${BASE}/login`);
  const login = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: advogado.email, senha: PASSWORD }),
  });
  const { token } = await login.json();
  if (!token) throw new Error(`login falhou (${login.status})`);
  const headers = { authorization: `Bearer ${token}` };
  const pausa = (ms) => () => new Promise((r) => setTimeout(r, ms));

  log(`aquecimento (3 s), ${CONEXOES} conexões em cada URL`);
  await medir('aquecimento', headers, pausa(3000));

  log(`sem leitura, ${SEGUNDOS} s`);
  await medir('sem leitura   ', headers, pausa(SEGUNDOS * 1000));

  const frases = Object.fromEntries(Array.from({ length: PAGINAS }, (_, i) => [i + 1, `Página ${i + 1}: atestado de lombalgia crônica, CID M54.5, afastamento de 15 dias.`]));
  const pdf = await gerarAutosPdf({ paginas: PAGINAS, frases, paginasImagem: Array.from({ length: PAGINAS_IMAGEM }, (_, i) => 1 + Math.floor((i * PAGINAS) / Math.max(1, PAGINAS_IMAGEM))) });
  log(`PDF de ${PAGINAS} páginas (${PAGINAS_IMAGEM} só imagem), ${(pdf.length / 1024 / 1024).toFixed(1)} MB`);

  let documentoId;
  let leitura;
  const inicio = Date.now();
  const duracao = await medir('durante leitura', headers, async () => {
    const fd = new FormData();
    fd.append('id_processo', String(caso.id));
    fd.append('titulo', 'Autos (bench)');
    fd.append('arquivo', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'autos-bench.pdf');
    const up = await fetch(`${BASE}/api/documentos/upload`, { method: 'POST', headers, body: fd });
    if (up.status !== 201) throw new Error(`upload: ${up.status} ${await up.text()}`);
    documentoId = (await up.json()).id;
    for (;;) {
      await new Promise((r) => setTimeout(r, 250));
      leitura = (await (await fetch(`${BASE}/api/documentos/${documentoId}`, { headers })).json()).leitura;
      if (leitura?.status === 'pronto' || leitura?.status === 'falhou') return (Date.now() - inicio) / 1000;
    }
  });
  console.log(
    `leitura: ${leitura.status}, ${leitura.paginasLidas} de ${leitura.paginas} páginas (${leitura.paginasSemTexto} sem texto) em ${duracao.toFixed(1)} s do envio ao fim = ${(leitura.paginasLidas / duracao).toFixed(0)} páginas/s`,
  );
} finally {
  servidor.kill('SIGTERM');
  await new Promise((r) => servidor.once('exit', r));
  await db.execute(sql`delete from processos where id = ${caso.id}`);
  await db.execute(sql`delete from users where id = ${advogado.id}`).catch(() => {});
  await closeDb();
  rmSync(dataDir, { recursive: true, force: true });
}

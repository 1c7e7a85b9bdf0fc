#!/usr/bin/env node
// Benchmark (prints figures, not a test): gzip bytes of the JavaScript each public page loads, compared with
// a bare Next.js page built with the same Next version in the same run.
//
//   node bench/public-js.mjs            # builds if sources changed (scripts/build-if-needed.mjs), then measures
//   node bench/public-js.mjs --no-build # measures the existing .next build as is
//   node bench/public-js.mjs --url http://localhost:3205   # auth pages from that running server (same build)
//
// Auth pages (/login, /cadastro, ...) render per request, so their HTML is fetched from a server running the same
// build: the one given with --url, or else `scripts/start.mjs` started on BENCH_JS_PORT (3112) with a throw-away
// data dir.
//
// "JavaScript a page loads" = every /_next/static/**.js referenced by its prerendered HTML
// (.next/server/app/<route>.html): the <script src> tags plus the client-component chunks named in the
// inline RSC payload, minus `noModule` polyfills (modern browsers skip them). Chunks imported later on
// demand (e.g. the contact form's validation, loaded on first focus) are not counted.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildBare } from './bare-app.mjs';

const root = path.resolve(import.meta.dirname, '..');
const argv = process.argv.slice(2);
const args = new Set(argv);
const urlArg = argv.includes('--url') ? argv[argv.indexOf('--url') + 1]?.replace(/\/$/, '') : undefined;

export const PUBLIC_ROUTES = [
  '/',
  '/fase/1',
  '/fase/2',
  '/fase/3',
  '/impugnacao',
  '/calculadora-de-prazos',
  '/blog',
  '/blog/pericia-medica-judicial-o-que-e',
  '/ajuda/justica',
  '/contato',
  '/termos-de-uso',
  '/politica-de-privacidade',
  '/pagamento/sucesso',
  '/pagamento/falha',
  '/pagamento/pendente',
  '/modelo',
  '/gerador',
  '/_not-found',
];

/** Rendered per request: measured from a running server's HTML. */
export const AUTH_ROUTES = ['/login', '/cadastro', '/request', `/reset-password?token=${'a'.repeat(43)}`];

function scriptsOf(html) {
  const found = new Set();
  for (const m of html.matchAll(/<script\b[^>]*>/g)) {
    const tag = m[0];
    const src = /\bsrc="([^"]+\.js)"/.exec(tag)?.[1];
    if (src && !/\bnomodule\b/i.test(tag)) found.add(src);
  }
  const nomodule = new Set(
    [...html.matchAll(/<script\b[^>]*\bnomodule\b[^>]*>/gi)].map((m) => /\bsrc="([^"]+)"/.exec(m[0])?.[1]).filter(Boolean),
  );
  // Client chunks referenced by the RSC payload (escaped inside inline scripts).
  for (const m of html.matchAll(/\/_next\/static\/[A-Za-z0-9_\-./]+?\.js/g)) if (!nomodule.has(m[0])) found.add(m[0]);
  return [...found];
}

function measure(appDir, route) {
  const name = route === '/' ? 'index' : route.replace(/^\//, '');
  const file = path.join(appDir, '.next/server/app', `${name}.html`);
  if (!existsSync(file)) return null;
  return measureHtml(appDir, readFileSync(file, 'utf8'));
}

function measureHtml(appDir, html) {
  let gz = 0;
  let raw = 0;
  const chunks = scriptsOf(html);
  for (const src of chunks) {
    const local = path.join(appDir, '.next', src.replace(/^\/_next\//, ''));
    const buf = readFileSync(local);
    raw += buf.length;
    gz += gzipSync(buf, { level: 9 }).length;
  }
  return { gz, raw, chunks: chunks.length };
}

if (!args.has('--no-build')) {
  const { buildIfNeeded } = await import('../scripts/build-if-needed.mjs');
  buildIfNeeded();
}
const nextVersion = JSON.parse(readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8')).version;
console.log(`Next.js ${nextVersion}: building a bare one-page app for the baseline...`);
const bareDir = buildBare();
const bare = measure(bareDir, '/');
rmSync(bareDir, { recursive: true, force: true });
if (!bare) throw new Error('bare page was not prerendered');

const kb = (n) => (n / 1024).toFixed(1).padStart(7);
const rows = [];
console.log('\nroute                                         chunks   raw KiB   gzip KiB   × bare');
console.log('-'.repeat(86));
console.log(`${'(bare Next.js page)'.padEnd(44)} ${String(bare.chunks).padStart(7)} ${kb(bare.raw)}   ${kb(bare.gz)}    1.00`);
let worst = 0;
for (const route of PUBLIC_ROUTES) {
  const m = measure(root, route);
  if (!m) {
    console.log(`${route.padEnd(44)} (not prerendered: no .next/server/app html)`);
    rows.push({ route, missing: true });
    continue;
  }
  const ratio = m.gz / bare.gz;
  worst = Math.max(worst, ratio);
  rows.push({ route, ...m, ratio });
  console.log(`${route.padEnd(44)} ${String(m.chunks).padStart(7)} ${kb(m.raw)}   ${kb(m.gz)}   ${ratio.toFixed(2).padStart(5)}${ratio > 1.15 ? '  > 1.15' : ''}`);
}

async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer at ${url}`);
}

let base = urlArg;
let server;
let dataDir;
if (!base) {
  const port = process.env.BENCH_JS_PORT ?? '3112';
  dataDir = mkdtempSync(path.join(tmpdir(), 'js-data-'));
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: port, DATA_DIR: dataDir, DATABASE_URL: '', AUTH_SECRET: 'public-js-bench-secret-public-js-bench-secret' },
  });
  base = `http://localhost:${port}`;
}
try {
  await waitFor(`${base}/login`);
  for (const route of AUTH_ROUTES) {
    const res = await fetch(`${base}${route}`);
    const label = route.replace(/\?.*$/, '');
    if (!res.ok) {
      console.log(`${label.padEnd(44)} (HTTP ${res.status} from ${base})`);
      continue;
    }
    const m = measureHtml(root, await res.text());
    const ratio = m.gz / bare.gz;
    worst = Math.max(worst, ratio);
    console.log(`${label.padEnd(44)} ${String(m.chunks).padStart(7)} ${kb(m.raw)}   ${kb(m.gz)}   ${ratio.toFixed(2).padStart(5)}${ratio > 1.15 ? '  > 1.15' : ''}`);
  }
} finally {
  if (server) server.kill('SIGTERM');
  if (dataDir) setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1000);
}
console.log('-'.repeat(86));
console.log(`worst ratio: ${worst.toFixed(3)} (target ≤ 1.15); bare page: ${bare.gz} gzip bytes`);

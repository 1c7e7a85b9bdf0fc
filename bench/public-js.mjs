#!/usr/bin/env node
// Benchmark (prints figures, not a test): gzip bytes of the JavaScript each public page loads, compared with
// a bare Next.js page built with the same Next version in the same run.
//
//   node bench/public-js.mjs            # builds if sources changed (scripts/build-if-needed.mjs), then measures
//   node bench/public-js.mjs --no-build # measures the existing .next build as is
//
// "JavaScript a page loads" = every /_next/static/**.js referenced by its prerendered HTML
// (.next/server/app/<route>.html): the <script src> tags plus the client-component chunks named in the
// inline RSC payload, minus `noModule` polyfills (modern browsers skip them). Chunks imported later on
// demand (e.g. the contact form's validation, loaded on first focus) are not counted.
//
// The auth pages (/login, /cadastro, /request, /reset-password, /convite) render per request, so they have no
// prerendered HTML: the script starts the production server (scripts/start.mjs, throw-away data dir seeded with the
// demo data, port PUBLIC_JS_PORT or 3120), fetches each one and measures its HTML the same way. /convite is
// measured with the link of a real invitation (one per invited role, sent by the demo admin through the API and
// read from the outbox), since its form is rendered only for an open invitation.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildBare } from './bare-app.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));

export const PUBLIC_ROUTES = [
  '/',
  '/fase/1',
  '/fase/2',
  '/fase/3',
  '/impugnacao',
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

export const AUTH_ROUTES = ['/login', '/cadastro', '/request', '/reset-password'];

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
    // /_next/… from the build; anything else (e.g. /theme-init.js) is a static file of public/.
    const local = src.startsWith('/_next/') ? path.join(appDir, '.next', src.replace(/^\/_next\//, '')) : path.join(appDir, 'public', src);
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

/** The demo admin of the seed (lib/db/seed, DEMO=1). */
const DEMO_ADMIN = { email: 'admin@demo.pericia.com.br', senha: 'Pericia#2026' };
const INVITED_ROLES = ['medico', 'advogado'];

/** An invitation to `role` sent by the demo admin through the API; its /convite link, read from the outbox. */
async function inviteLink(base, dataDir, role) {
  const call = async (url, body, token) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const { token } = await call('/api/auth/login', DEMO_ADMIN);
  const email = `bench-convite-${role}-${Date.now()}@teste.com.br`;
  await call('/api/user/invite', { nome: `Convite ${role}`, email, role }, token);
  const outbox = path.join(dataDir, 'outbox');
  for (const file of readdirSync(outbox)) {
    const mail = readFileSync(path.join(outbox, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const link = mail.includes(email) ? /\/convite\?token=[A-Za-z0-9_-]{43}/.exec(mail)?.[0] : undefined;
    if (link) return link;
  }
  throw new Error(`no invitation e-mail to ${email} in ${outbox}`);
}

async function measureServed(routes) {
  const port = process.env.PUBLIC_JS_PORT ?? '3120';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'public-js-data-'));
  const env = { ...process.env, PORT: port, APP_URL: `http://localhost:${port}`, MAIL_OUTBOX: '1', DATA_DIR: dataDir, DATABASE_URL: '', DEMO: '1', AUTH_SECRET: 'public-js-bench-secret-public-js-bench-secret', FILES_KEY: Buffer.alloc(32, 0x62).toString('base64') };
  execFileSync('npx', ['tsx', 'scripts/db.ts', 'seed'], { cwd: root, stdio: 'ignore', env });
  const server = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, stdio: 'ignore', env });
  const base = `http://localhost:${port}`;
  const out = new Map();
  try {
    const until = Date.now() + 90_000;
    for (;;) {
      try {
        if ((await fetch(`${base}/login`)).ok) break;
      } catch {
        /* not up yet */
      }
      if (Date.now() > until) throw new Error(`server did not answer at ${base}`);
      await new Promise((r) => setTimeout(r, 500));
    }
    for (const route of routes) {
      const res = await fetch(`${base}${route}`, { redirect: 'manual' });
      out.set(route, res.ok ? measureHtml(root, await res.text()) : null);
    }
    for (const role of INVITED_ROLES) {
      const res = await fetch(`${base}${await inviteLink(base, dataDir, role)}`);
      out.set(`/convite (${role})`, res.ok ? measureHtml(root, await res.text()) : null);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
  return out;
}

const served = await measureServed(AUTH_ROUTES);
for (const route of [...AUTH_ROUTES, ...INVITED_ROLES.map((role) => `/convite (${role})`)]) {
  const m = served.get(route);
  if (!m) {
    console.log(`${route.padEnd(44)} (no 200 answer from the server)`);
    continue;
  }
  const ratio = m.gz / bare.gz;
  worst = Math.max(worst, ratio);
  console.log(`${route.padEnd(44)} ${String(m.chunks).padStart(7)} ${kb(m.raw)}   ${kb(m.gz)}   ${ratio.toFixed(2).padStart(5)}${ratio > 1.15 ? '  > 1.15' : ''}`);
}
console.log('-'.repeat(86));
console.log(`worst ratio: ${worst.toFixed(3)} (target ≤ 1.15); bare page: ${bare.gz} gzip bytes`);

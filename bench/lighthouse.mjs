#!/usr/bin/env node
// Benchmark (prints figures, not a test): Lighthouse (npm `lighthouse`, default = mobile preset with simulated
// throttling) on Debian's Chromium for the landing and /fase/1 of a running production server.
//
// Lighthouse scores vary with machine load, so each page is measured LH_RUNS times (default 3) and the
// median run (by performance score) is printed, together with every run's performance score.
//
//   node bench/lighthouse.mjs http://localhost:3103   # against a server that is already running
//   node bench/lighthouse.mjs                         # builds if needed, starts `npm start` on LH_PORT (3110)
//                                                     # with a throw-away data dir, measures, stops it
//   LH_CONTROL=1 node bench/lighthouse.mjs [url]      # also measures a bare Next.js page (same Next, same
//                                                     # machine, same moment) as a control for machine load
//   LH_SAVE=dir node bench/lighthouse.mjs             # also writes every run's Lighthouse JSON (lhr) to dir,
//                                                     # to see which metric and which LCP element cost points
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { NEXT_BIN, buildBare } from './bare-app.mjs';

const root = path.resolve(import.meta.dirname, '..');
const ROUTES = ['/', '/fase/1'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Number(process.env.LH_RUNS ?? 3);

async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer at ${url}`);
}

let base = process.argv[2]?.replace(/\/$/, '');
let server;
let control;
// The servers are children: stop them however this script ends (Chromium missing, a failed build, Ctrl+C).
process.on('exit', () => [server, control].forEach((child) => child?.kill('SIGTERM')));
process.on('SIGINT', () => process.exit(130));
let dataDir;
if (!base) {
  const { buildIfNeeded } = await import('../scripts/build-if-needed.mjs');
  buildIfNeeded();
  const port = process.env.LH_PORT ?? '3110';
  dataDir = mkdtempSync(path.join(tmpdir(), 'lh-data-'));
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: port, APP_URL: `http://localhost:${port}`, MAIL_OUTBOX: '1', DATA_DIR: dataDir, DATABASE_URL: '', AUTH_SECRET: 'lighthouse-bench-secret-lighthouse-bench-secret', FILES_KEY: Buffer.alloc(32, 0x62).toString('base64') },
  });
  base = `http://localhost:${port}`;
  await waitFor(`${base}/`);
}

process.env.CHROME_PATH ??= '/usr/bin/chromium';
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH,
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
let controlDir;
const targets = ROUTES.map((route) => ({ route, url: `${base}${route}` }));
if (process.env.LH_CONTROL === '1') {
  controlDir = buildBare();
  const port = process.env.LH_CONTROL_PORT ?? '3111';
  control = spawn(process.execPath, [NEXT_BIN, 'start', '-p', port], { cwd: controlDir, stdio: 'ignore', env: { ...process.env, NODE_ENV: 'production' } });
  await waitFor(`http://localhost:${port}/`);
  targets.push({ route: '(bare)', url: `http://localhost:${port}/` });
}
const results = [];
try {
  for (const { route, url } of targets) {
    // One warm-up load so the server's first-request costs are not measured.
    await fetch(url);
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
      runs.push(run.lhr);
      if (process.env.LH_SAVE) {
        mkdirSync(process.env.LH_SAVE, { recursive: true });
        const name = route === '/' ? 'home' : route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
        writeFileSync(path.join(process.env.LH_SAVE, `${name}-${i + 1}.json`), JSON.stringify(run.lhr));
      }
    }
    runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
    const lhr = runs[Math.floor(runs.length / 2)];
    const score = (c) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const failed = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id);
    results.push({
      route,
      formFactor: lhr.configSettings.formFactor,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      FCP: lhr.audits['first-contentful-paint'].displayValue,
      LCP: lhr.audits['largest-contentful-paint'].displayValue,
      TBT: lhr.audits['total-blocking-time'].displayValue,
      CLS: lhr.audits['cumulative-layout-shift'].displayValue,
      failed,
      perfRuns: runs.map((r) => Math.round(r.categories.performance.score * 100)),
    });
  }
} finally {
  await chrome.kill();
  if (server) server.kill('SIGTERM');
  if (control) control.kill('SIGTERM');
  if (controlDir) setTimeout(() => rmSync(controlDir, { recursive: true, force: true }), 1000);
  if (dataDir) setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 1000);
}

console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} on ${process.env.CHROME_PATH} against ${base}`);
console.log('route      form    perf  a11y  best-pr  seo    FCP      LCP      TBT     CLS');
for (const r of results) {
  console.log(
    `${r.route.padEnd(10)} ${r.formFactor.padEnd(7)} ${String(r.performance).padStart(4)} ${String(r.accessibility).padStart(5)} ${String(r['best-practices']).padStart(8)} ${String(r.seo).padStart(4)}   ${String(r.FCP).padEnd(8)} ${String(r.LCP).padEnd(8)} ${String(r.TBT).padEnd(7)} ${r.CLS}`,
  );
  console.log(`           performance of each run: ${r.perfRuns.join(', ')} (median shown)`);
  if (r.failed.length) console.log(`           failed binary audits: ${r.failed.join(', ')}`);
}
console.log('targets: performance ≥ 95, accessibility 100, SEO 100');
const { loadavg, cpus } = await import('node:os');
console.log(`machine: ${cpus().length} CPUs, load average ${loadavg().map((n) => n.toFixed(2)).join(' / ')} (Lighthouse's simulated throttling scales what it observes)`);

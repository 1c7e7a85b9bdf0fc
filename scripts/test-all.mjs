#!/usr/bin/env node
// `npm run test:all`: lint, typecheck, docker-compose.yml (docker-compose config), unit, integration (PGlite; PostgreSQL too when DATABASE_URL is set)
// and Playwright e2e. Every step runs; the exit code is non-zero when any failed.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['docker-compose.yml', 'node', ['scripts/check-compose.mjs']],
  ['unit', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['integration (PGlite)', 'npx', ['vitest', 'run', '--project', 'integration*'], { DATABASE_URL: '' }],
];
if (process.env.DATABASE_URL) {
  steps.push(['integration (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'integration*'], { DATABASE_URL: process.env.DATABASE_URL }]);
}
steps.push(['e2e (Playwright + Chromium)', 'npx', ['playwright', 'test'], { DATABASE_URL: '' }]);

/** "12 min 03 s" (the budget is in minutes: DESIGN §12, ≤ 35 min for the whole run on the 2-core machine). */
const duracao = (ms) => {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
};

const results = [];
const inicio = Date.now();
for (const [name, cmd, args, env = {}] of steps) {
  console.log(`\n━━━ ${name} ━━━`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  results.push({ name, ok: r.status === 0, ms: Date.now() - started });
  // Each step's duration as soon as it ends (a run stopped half-way still shows where the time went).
  console.log(`━━━ ${name}: ${r.status === 0 ? 'ok' : 'falhou'} em ${duracao(Date.now() - started)} ━━━`);
}
console.log('\n━━━ resumo ━━━');
for (const r of results) console.log(`${r.ok ? '✔' : '✘'} ${r.name} (${duracao(r.ms)})`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
console.log(`Total: ${duracao(Date.now() - inicio)}`);
process.exit(failed ? 1 : 0);

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

const results = [];
for (const [name, cmd, args, env = {}] of steps) {
  console.log(`\n━━━ ${name} ━━━`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  results.push({ name, ok: r.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}
console.log('\n━━━ resumo ━━━');
for (const r of results) console.log(`${r.ok ? '✔' : '✘'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);

#!/usr/bin/env node
// `npm run test:all`: lint, typecheck, docker-compose.yml (docker-compose config), unit, integration (PGlite; PostgreSQL too when DATABASE_URL is set)
// and Playwright e2e. Every step runs; the exit code is non-zero when any failed.
import { spawn } from 'node:child_process';

// Steps of one phase run at the same time: lint and typecheck each use one core of the two (DESIGN §12's machine),
// so side by side they take the time of the longer one. Their output is printed whole, in order, as each ends.
const phases = [
  [
    ['lint', 'npm', ['run', 'lint']],
    ['typecheck', 'npm', ['run', 'typecheck']],
    ['docker-compose.yml', 'node', ['scripts/check-compose.mjs']],
  ],
  [['unit', 'npx', ['vitest', 'run', '--project', 'unit']]],
  [['integration (PGlite)', 'npx', ['vitest', 'run', '--project', 'integration*'], { DATABASE_URL: '' }]],
];
if (process.env.DATABASE_URL) {
  phases.push([['integration (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'integration*'], { DATABASE_URL: process.env.DATABASE_URL }]]);
}
phases.push([['e2e (Playwright + Chromium)', 'npx', ['playwright', 'test'], { DATABASE_URL: '' }]]);

/** "12 min 03 s" (the budget is in minutes: DESIGN §12, ≤ 35 min for the whole run on the 2-core machine). */
const duracao = (ms) => {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
};

/** Runs one step; alone it writes straight to the terminal, beside others its output is kept and printed when it ends. */
function run([name, cmd, args, env = {}], sozinho) {
  const started = Date.now();
  if (sozinho) console.log(`\n━━━ ${name} ━━━`);
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(cmd, args, { stdio: sozinho ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    if (!sozinho) for (const s of [child.stdout, child.stderr]) s.on('data', (c) => chunks.push(c));
    let ended = false;
    const end = (status) => {
      if (ended) return;
      ended = true;
      const ms = Date.now() - started;
      if (!sozinho) {
        console.log(`\n━━━ ${name} ━━━`);
        process.stdout.write(Buffer.concat(chunks));
      }
      // Each step's duration as soon as it ends (a run stopped half-way still shows where the time went).
      console.log(`━━━ ${name}: ${status === 0 ? 'ok' : 'falhou'} em ${duracao(ms)} ━━━`);
      resolve({ name, ok: status === 0, ms });
    };
    child.on('error', (err) => {
      chunks.push(Buffer.from(`${err.message}\n`));
      end(1);
    });
    child.on('close', (code) => end(code));
  });
}

const results = [];
const inicio = Date.now();
for (const phase of phases) {
  // In the order of the list, whatever order they end in.
  results.push(...(await Promise.all(phase.map((step) => run(step, phase.length === 1)))));
}
console.log('\n━━━ resumo ━━━');
for (const r of results) console.log(`${r.ok ? '✔' : '✘'} ${r.name} (${duracao(r.ms)})`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
console.log(`Total: ${duracao(Date.now() - inicio)}`);
process.exit(failed ? 1 : 0);

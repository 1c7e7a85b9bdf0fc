#!/usr/bin/env node
// Playwright's web server: production build, a fresh embedded database with demo data, started on E2E_PORT.
import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.data/e2e');
const port = process.env.E2E_PORT ?? '3100';
rmSync(dataDir, { recursive: true, force: true });
buildIfNeeded();
const env = { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: port, APP_URL: `http://localhost:${port}`, DEMO: '1' };
execFileSync('npx', ['tsx', 'scripts/db.ts', 'seed'], { cwd: root, stdio: 'inherit', env });
const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret' },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));

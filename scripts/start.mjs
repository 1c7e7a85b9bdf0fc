#!/usr/bin/env node
// Starts the production build (.next/standalone) with absolute data paths, forwarding signals so the
// server closes the embedded database cleanly on SIGTERM/SIGINT.
import { spawn } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const standalone = path.join(root, '.next/standalone');
if (!existsSync(path.join(standalone, 'server.js'))) {
  console.error('Build não encontrado. Rode `npm run build` antes de `npm start`.');
  process.exit(1);
}
// The standalone server serves static assets only from its own folder.
cpSync(path.join(root, '.next/static'), path.join(standalone, '.next/static'), { recursive: true });
if (existsSync(path.join(root, 'public'))) cpSync(path.join(root, 'public'), path.join(standalone, 'public'), { recursive: true });

const env = {
  ...process.env,
  NODE_ENV: 'production',
  HOSTNAME: process.env.HOSTNAME_BIND ?? '0.0.0.0',
  PORT: process.env.PORT ?? '3000',
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? '.data'),
};
if (env.PGLITE_DIR && !env.PGLITE_DIR.startsWith('memory://')) env.PGLITE_DIR = path.resolve(root, env.PGLITE_DIR);

const child = spawn(process.execPath, ['server.js'], { cwd: standalone, env, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

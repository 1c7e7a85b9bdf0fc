#!/usr/bin/env node
// Starts the production build (.next/standalone, assembled at build time by scripts/standalone-assemble.mjs)
// through its server.mjs with absolute data paths, forwarding signals so the server closes the embedded
// database cleanly on SIGTERM/SIGINT. It only reads the build: several servers may start at once.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const standalone = path.join(root, '.next/standalone');
// The render pool's worker (lib/render/pool.ts): a build made before it existed lacks it.
const renderWorker = path.join(standalone, 'lib/render/gerado/render-worker.mjs');
if (!existsSync(path.join(standalone, 'server.mjs')) || !existsSync(path.join(standalone, '.next/static')) || !existsSync(renderWorker)) {
  console.error('Build não encontrado ou incompleto. Rode `npm run build` antes de `npm start`.');
  process.exit(1);
}

const env = {
  ...process.env,
  NODE_ENV: 'production',
  HOSTNAME: process.env.HOSTNAME_BIND ?? '0.0.0.0',
  PORT: process.env.PORT ?? '3000',
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? '.data'),
};
if (env.PGLITE_DIR && !env.PGLITE_DIR.startsWith('memory://')) env.PGLITE_DIR = path.resolve(root, env.PGLITE_DIR);

const child = spawn(process.execPath, [path.join(standalone, 'server.mjs')], { cwd: standalone, env, stdio: 'inherit' });
void regeneratePublicPages();
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

/**
 * The build prerenders the public pages without a database (no firm data from the 'Empresa' page). Once the
 * server answers, ask it to regenerate each prerendered page at once (Next's on-demand revalidation request,
 * the same one `res.revalidate()` sends), so the first visitor already sees the firm's data.
 */
async function regeneratePublicPages() {
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(standalone, '.next/prerender-manifest.json'), 'utf8'));
  } catch {
    return;
  }
  const secret = manifest.preview?.previewModeId;
  const routes = Object.entries(manifest.routes ?? {})
    .filter(([route, r]) => typeof r.initialRevalidateSeconds === 'number' && !route.startsWith('/_') && !route.includes('.'))
    .map(([route]) => route);
  if (!secret || routes.length === 0) return;
  const base = `http://127.0.0.1:${env.PORT}`;
  const hit = (route) => fetch(base + route, { headers: { 'x-prerender-revalidate': secret } }).then((r) => r.arrayBuffer());
  for (let i = 0; i < 600; i++) {
    try {
      await hit(routes[0]);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  for (let i = 1; i < routes.length; i += 4) {
    await Promise.all(routes.slice(i, i + 4).map((r) => hit(r).catch(() => {})));
  }
}

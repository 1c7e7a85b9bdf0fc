#!/usr/bin/env node
// After `next build`: puts .next/standalone in its final shape, the folder the production server runs from
// (`npm start`, the Docker image): the static assets and public/ it serves from its own folder, and the
// server entry (scripts/server.mjs). Nothing is written into the build at start, so any number of servers
// can start at once from one install (issue 25 item 6: a per-start copy made two starting servers collide).
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { RENDER_WORKER_BUNDLE, RENDER_WORKER_TRACE } from './build-render-worker.mjs';

const root = path.resolve(import.meta.dirname, '..');

export function assembleStandalone() {
  const standalone = path.join(root, '.next/standalone');
  if (!existsSync(path.join(standalone, 'server.js'))) throw new Error('.next/standalone/server.js não existe: rode `next build` antes.');
  if (!existsSync(path.join(root, RENDER_WORKER_TRACE))) {
    throw new Error(`${RENDER_WORKER_TRACE} não existe: rode \`node scripts/build-render-worker.mjs\` antes do \`next build\` (\`npm run build\` roda os dois).`);
  }
  for (const [from, to] of [
    ['.next/static', '.next/standalone/.next/static'],
    ['public', '.next/standalone/public'],
    // Read at start (lib/db/client.ts migrates from the working directory); traced too, copied to be sure.
    ['lib/db/migrations', '.next/standalone/lib/db/migrations'],
    // The autos' PDF reader, run as a child process from the working directory (lib/autos/ler-pdf.ts).
    ['lib/autos/leitor-processo.mjs', '.next/standalone/lib/autos/leitor-processo.mjs'],
    // The render pool's worker (lib/render/pool.ts), loaded from the working directory; traced too, copied to be sure.
    [RENDER_WORKER_BUNDLE, `.next/standalone/${RENDER_WORKER_BUNDLE}`],
  ]) {
    rmSync(path.join(root, to), { recursive: true, force: true });
    if (existsSync(path.join(root, from))) cpSync(path.join(root, from), path.join(root, to), { recursive: true });
  }
  // What the render worker loads (pdfkit and its fonts, piscina): next.config.ts lists it for Next to copy; any file
  // Next left out is copied here, so the worker never fails at its first document.
  for (const file of JSON.parse(readFileSync(path.join(root, RENDER_WORKER_TRACE), 'utf8')).files) {
    if (!existsSync(path.join(standalone, file))) cpSync(path.join(root, file), path.join(standalone, file));
  }
  cpSync(path.join(root, 'scripts/server.mjs'), path.join(standalone, 'server.mjs'));
  cpSync(path.join(root, 'scripts/http-tempos.mjs'), path.join(standalone, 'http-tempos.mjs'));
}

if (import.meta.url === `file://${process.argv[1]}`) assembleStandalone();

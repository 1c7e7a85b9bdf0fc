#!/usr/bin/env node
// Bundles the render worker's task (lib/render/worker.ts and the renderers it imports) into one ES module,
// lib/render/gerado/render-worker.mjs, the file Piscina's worker threads load (lib/render/pool.ts). Generated, never
// committed: `npm run build`, `npm run dev`, the demo and the e2e server (scripts/build-if-needed.mjs) and the
// integration tests (tests/render-worker.setup.ts) make it; the standalone build carries it
// (scripts/standalone-assemble.mjs). pdfkit reads its font data beside its own files and piscina's `move` must be the
// worker's own copy: both stay packages, loaded from node_modules (both are in the standalone build's node_modules).
import { renameSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const RENDER_WORKER_BUNDLE = 'lib/render/gerado/render-worker.mjs';

export function buildRenderWorker() {
  const destino = path.join(root, RENDER_WORKER_BUNDLE);
  // Written aside and renamed: a worker starting meanwhile never loads half a file.
  const temp = `${destino}.${process.pid}.tmp`;
  buildSync({
    absWorkingDir: root,
    entryPoints: ['lib/render/worker.ts'],
    outfile: temp,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['pdfkit', 'piscina'],
    tsconfig: 'tsconfig.json',
    legalComments: 'none',
    logLevel: 'warning',
    banner: { js: '// Gerado por scripts/build-render-worker.mjs a partir de lib/render/worker.ts: não edite.' },
  });
  renameSync(temp, destino);
  return destino;
}

if (import.meta.url === `file://${process.argv[1]}`) buildRenderWorker();

#!/usr/bin/env node
// Bundles the render worker's task (lib/render/worker.ts and the renderers it imports) into one ES module,
// lib/render/gerado/render-worker.mjs, the file Piscina's worker threads load (lib/render/pool.ts). Generated, never
// committed: `npm run build`, `npm run dev`, the demo and the e2e server (scripts/build-if-needed.mjs), the
// integration tests (tests/support/render-worker.global-setup.ts) and bench/render-offloop.ts make it.
// pdfkit reads its fonts and colour profile beside its own files and piscina's `move` must be the worker's own copy:
// both stay packages, loaded from node_modules. Next does not trace a file it only lists (outputFileTracingIncludes),
// so the files the bundle needs are traced here (@vercel/nft, the tracer Next uses) into render-worker.nft.json, which
// next.config.ts lists and scripts/standalone-assemble.mjs checks: the standalone build carries pdfkit and its fonts.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const RENDER_WORKER_BUNDLE = 'lib/render/gerado/render-worker.mjs';
export const RENDER_WORKER_TRACE = 'lib/render/gerado/render-worker.nft.json';

/** `rastrear: false` (tests, bench): only the bundle, without tracing what a standalone build must carry. */
export async function buildRenderWorker({ rastrear = true } = {}) {
  // Loaded here, not at the top: scripts that only need the paths above do not load the bundler and the tracer.
  const { build } = await import('esbuild');
  const destino = path.join(root, RENDER_WORKER_BUNDLE);
  mkdirSync(path.dirname(destino), { recursive: true });
  // Written aside and renamed: a worker starting meanwhile never loads half a file.
  const temp = `${destino}.${process.pid}.tmp`;
  await build({
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
  if (!rastrear) return destino;
  const { nodeFileTrace } = await import('@vercel/nft');
  const { fileList } = await nodeFileTrace([destino], { base: root });
  const files = [...fileList].filter((f) => f !== RENDER_WORKER_BUNDLE).sort();
  const traceTemp = path.join(root, `${RENDER_WORKER_TRACE}.${process.pid}.tmp`);
  writeFileSync(traceTemp, `${JSON.stringify({ version: 1, files }, null, 1)}\n`);
  renameSync(traceTemp, path.join(root, RENDER_WORKER_TRACE));
  return destino;
}

if (import.meta.url === `file://${process.argv[1]}`) await buildRenderWorker();

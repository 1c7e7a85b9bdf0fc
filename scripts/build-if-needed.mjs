// Runs `next build` only when the sources changed since the last build made by this script.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RENDER_WORKER_BUNDLE } from './build-render-worker.mjs';
import { assembleStandalone } from './standalone-assemble.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Generated from content/manual.ts by scripts/build-manual.ts and from lib/render/worker.ts by
// scripts/build-render-worker.mjs: not sources, never part of the stamp.
const MANUAL_PDF = 'public/manual-usuario.pdf';
const GERADOS = [MANUAL_PDF, path.dirname(RENDER_WORKER_BUNDLE)];

function sourceStamp() {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (GERADOS.includes(path.relative(root, full))) continue;
      if (entry.isDirectory()) walk(full);
      else hash.update(`${path.relative(root, full)}:${createHash('sha1').update(readFileSync(full)).digest('hex')}\n`);
    }
  };
  for (const dir of ['app', 'components', 'lib', 'public', 'content']) if (existsSync(path.join(root, dir))) walk(path.join(root, dir));
  for (const file of ['scripts/server.mjs', 'scripts/http-tempos.mjs', 'scripts/standalone-assemble.mjs', 'scripts/build-render-worker.mjs', 'next.config.ts', 'package-lock.json', 'proxy.ts', 'instrumentation.ts', 'postcss.config.mjs', 'tsconfig.json']) {
    if (existsSync(path.join(root, file))) hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

/**
 * `appUrl` is the APP_URL the prerendered public pages carry in their canonical and OpenGraph links: a
 * build made for another APP_URL is not reused.
 */
export function buildIfNeeded({ appUrl = process.env.APP_URL } = {}) {
  const stampFile = path.join(root, '.next/build-stamp');
  const stamp = `${sourceStamp()}\nAPP_URL=${appUrl ?? ''}`;
  const fresh =
    existsSync(stampFile) &&
    readFileSync(stampFile, 'utf8') === stamp &&
    existsSync(path.join(root, '.next/standalone/server.mjs')) &&
    existsSync(path.join(root, '.next/standalone', RENDER_WORKER_BUNDLE));
  if (!fresh || !existsSync(path.join(root, MANUAL_PDF))) {
    // The PDF user manual ('Baixar manual' on /sistema/ajuda), generated from the project's own help content.
    execFileSync('npx', ['tsx', 'scripts/build-manual.ts'], { cwd: root, stdio: 'inherit' });
  }
  if (fresh) {
    console.log('▶ Build de produção já atualizado.');
    return;
  }
  // The render pool's worker, bundled (and what it needs traced) before `next build` copies it into the standalone output.
  execFileSync(process.execPath, ['scripts/build-render-worker.mjs'], { cwd: root, stdio: 'inherit' });
  console.log('▶ Gerando o build de produção (next build)...');
  const buildEnv = { ...process.env, NODE_ENV: 'production', ...(appUrl ? { APP_URL: appUrl } : {}) };
  execFileSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit', env: buildEnv });
  assembleStandalone();
  writeFileSync(stampFile, stamp);
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();

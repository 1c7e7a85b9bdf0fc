import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The image cannot be built here (no Docker daemon): the Dockerfile and docker-compose.yml are checked against the
 * repository instead (issue 25 item 2). Every file they copy or mount exists, every npm script they run is in
 * package.json, the image's command is what the build produces, and every setting they pass is one the app reads.
 */
const root = path.resolve(import.meta.dirname, '../..');
const read = (f: string) => readFileSync(path.join(root, f), 'utf8');
const dockerfile = read('Dockerfile');
const compose = read('docker-compose.yml');
const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
const envSchema = read('lib/env.ts');

/** Settings the app reads: the keys of lib/env.ts's schema, and the few read straight from process.env. */
function settingsTheAppReads(): Set<string> {
  const keys = new Set([...envSchema.matchAll(/^ {2}([A-Z][A-Z0-9_]+): z/gm)].map((m) => m[1]));
  const direct = ['HOSTNAME', 'HOSTNAME_BIND', 'KEEP_ALIVE_TIMEOUT', 'LEMBRETES_WORKER', 'LOG_LEVEL', 'PG_POOL_MAX', 'NEXT_TELEMETRY_DISABLED'];
  for (const k of direct) keys.add(k);
  return keys;
}

describe('Dockerfile', () => {
  it('copies only files that exist in the repository or that the build produces', () => {
    const produced = ['/app/.next/standalone', '/app/node_modules'];
    for (const m of dockerfile.matchAll(/^COPY (?:--[a-z]+=\S+ )*(.+) \S+$/gm)) {
      const from = /--from=/.test(m[0]);
      for (const src of m[1].split(' ')) {
        if (from) expect(produced, m[0]).toContain(src);
        else if (src !== '.') expect(existsSync(path.join(root, src)), m[0]).toBe(true);
      }
    }
    // The build leaves the standalone folder in its final shape (static assets, public, migrations, server.mjs).
    const assemble = read('scripts/standalone-assemble.mjs');
    for (const part of ['.next/static', 'public', 'lib/db/migrations', 'server.mjs']) expect(assemble).toContain(part);
    expect(pkg.scripts.build).toContain('node scripts/standalone-assemble.mjs');
    // The render pool's worker bundle (lib/render/pool.ts): made before `next build`, carried into the standalone folder.
    expect(pkg.scripts.build).toMatch(/node scripts\/build-render-worker\.mjs && next build/);
    expect(assemble).toContain('RENDER_WORKER_BUNDLE');
  });

  it('runs npm scripts that exist, and the server the build assembles', () => {
    for (const m of dockerfile.matchAll(/npm run ([a-z:-]+)/g)) expect(pkg.scripts, m[0]).toHaveProperty(m[1]);
    expect(dockerfile).toMatch(/^CMD \["node", "server\.mjs"\]$/m);
    expect(existsSync(path.join(root, 'scripts/server.mjs'))).toBe(true);
  });

  it('sets only settings the app reads, and runs a supported Node LTS', () => {
    const known = settingsTheAppReads();
    for (const m of dockerfile.matchAll(/^ENV (.+)$/gm)) {
      for (const pair of m[1].split(' ')) expect(known, m[0]).toContain(pair.split('=')[0]);
    }
    const images = [...dockerfile.matchAll(/^FROM (node:\S+)/gm)].map((m) => m[1]);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(Number(/^node:(\d+)/.exec(image)![1])).toBeGreaterThanOrEqual(22);
  });
});

describe('docker-compose.yml', () => {
  it('passes to the app only settings it reads, and every one production requires', () => {
    const block = compose.slice(compose.indexOf('x-app-env:'), compose.indexOf('\nservices:'));
    const keys = [...block.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]);
    const known = settingsTheAppReads();
    for (const k of keys) expect(known, k).toContain(k);
    for (const required of ['APP_URL', 'AUTH_SECRET', 'FILES_KEY', 'SMTP_URL', 'DATABASE_URL']) expect(keys).toContain(required);
  });

  it('mounts files that exist, runs npm scripts that exist, and probes /api/health', () => {
    for (const m of compose.matchAll(/- \.\/([^:\s]+):/g)) expect(existsSync(path.join(root, m[1])), m[0]).toBe(true);
    for (const m of compose.matchAll(/npm run ([a-z:-]+)/g)) expect(pkg.scripts, m[0]).toHaveProperty(m[1]);
    expect(compose).toContain("fetch('http://127.0.0.1:3000/api/health')");
    expect(existsSync(path.join(root, 'app/api/health/route.ts'))).toBe(true);
    // The `ops` service runs the build stage (sources, tsx, pg_dump): that stage exists.
    expect(compose).toMatch(/target: build/);
    expect(dockerfile).toMatch(/^FROM \S+ AS build$/m);
  });
});

describe('.env.example', () => {
  it('lists every setting the app reads', () => {
    const example = read('.env.example');
    const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    const internal = ['NEXT_PHASE', 'NEXT_TELEMETRY_DISABLED', 'HOSTNAME'];
    for (const k of settingsTheAppReads()) if (!internal.includes(k)) expect(listed, k).toContain(k);
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/**
 * Production servers (`npm start` on the build) for the tests that need real processes: the two-instance test
 * and the startup check. The build is made once by scripts/build-if-needed.mjs, with the APP_URL the e2e run
 * uses, so a CI run that already built for Playwright builds nothing more.
 */
export const ROOT = path.resolve(import.meta.dirname, '../..');

export async function ensureBuild(): Promise<void> {
  const { buildIfNeeded } = await import('../../scripts/build-if-needed.mjs');
  // Test files run in parallel processes: one builds, the others wait (two `next build` in one folder break both).
  const lock = path.join(ROOT, '.next-build.lock');
  const until = Date.now() + 40 * 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch {
      let holder = 0;
      try {
        holder = Number(readFileSync(path.join(lock, 'pid'), 'utf8').trim());
      } catch {
        // just created, pid not written yet
      }
      let alive = true;
      if (holder > 0) {
        try {
          process.kill(holder, 0);
        } catch {
          alive = false; // the holder is gone: a stale lock
        }
      }
      if (!alive) rmSync(lock, { recursive: true, force: true });
      else if (Date.now() > until) throw new Error('outro processo está gerando o build há mais de 40 minutos');
      else await new Promise((r) => setTimeout(r, 2000));
    }
  }
  try {
    buildIfNeeded({ appUrl: `http://localhost:${process.env.E2E_PORT ?? '3100'}` });
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** A TCP port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export type Server = { port: number; url: string; output: () => string; exited: Promise<number | null>; child: ChildProcess; stop: () => Promise<void> };

/** `node scripts/start.mjs` with exactly `env` on top of a clean base (no inherited DATABASE_URL or secrets). */
export function startServer(port: number, env: Record<string, string>): Server {
  const base: Record<string, string> = {};
  for (const k of ['PATH', 'HOME', 'TMPDIR', 'LANG']) if (process.env[k]) base[k] = process.env[k]!;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...base, HOSTNAME_BIND: '127.0.0.1', NEXT_TELEMETRY_DISABLED: '1', LOG_LEVEL: 'info', ...env, PORT: String(port) } as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout!.on('data', (c: Buffer) => chunks.push(c.toString('utf8')));
  child.stderr!.on('data', (c: Buffer) => chunks.push(c.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => chunks.join(''),
    exited,
    child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Polls `check` until it returns a value (not undefined), at most `ms`; the last failure explains a timeout. */
export async function eventually<T>(what: string, ms: number, check: () => Promise<T | undefined>, everyMs = 500): Promise<T> {
  const until = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v !== undefined) return v;
    } catch (err) {
      last = err;
    }
    if (Date.now() > until) throw new Error(`${what}: não aconteceu em ${ms / 1000} s${last ? ` (${String(last)})` : ''}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Waits until the server answers /api/health 200; fails at once, with its output, if it exits. */
export async function waitHealthy(server: Server, ms = 180_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`o servidor saiu com ${server.child.exitCode}:\n${server.output().slice(-3000)}`);
    const status = await fetch(`${server.url}/api/health`).then((r) => r.status, () => 0);
    if (status === 200) return;
    if (Date.now() > until) throw new Error(`servidor na porta ${server.port}: /api/health não respondeu 200 em ${ms / 1000} s (${status}):\n${server.output().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

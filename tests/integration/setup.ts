import { readFileSync } from 'node:fs';
import { afterAll, inject } from 'vitest';
import { closeDb } from '@/lib/db/client';

// Without DATABASE_URL every test file runs on its own in-memory PGlite; with it, on the real PostgreSQL.
if (!process.env.DATABASE_URL) {
  process.env.PGLITE_DIR = 'memory://';
  // Started from the run's migrated copy (tests/support/pglite-modelo.global-setup.ts), not migrated from scratch.
  const modelo = inject('pgliteModelo');
  if (modelo) (globalThis as { __periciaPgliteModelo?: Blob }).__periciaPgliteModelo = new Blob([readFileSync(modelo)]);
}
process.env.APP_URL = 'http://localhost:3000';
// Tests stand for a deployment behind one proxy (X-Forwarded-For from helpers.req); files testing 0 say so.
process.env.TRUST_PROXY_HOPS ??= '1';

afterAll(async () => {
  await closeDb();
});

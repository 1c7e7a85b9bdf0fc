import { afterAll } from 'vitest';
import { closeDb } from '@/lib/db/client';

// Without DATABASE_URL every test file runs on its own in-memory PGlite; with it, on the real PostgreSQL.
if (!process.env.DATABASE_URL) process.env.PGLITE_DIR = 'memory://';
process.env.APP_URL = 'http://localhost:3000';
// Tests stand for a deployment behind one proxy (X-Forwarded-For from helpers.req); files testing 0 say so.
process.env.TRUST_PROXY_HOPS ??= '1';

afterAll(async () => {
  await closeDb();
});

import { afterAll } from 'vitest';
import { closeDb } from '@/lib/db/client';

// Without DATABASE_URL every test file runs on its own in-memory PGlite; with it, on the real PostgreSQL.
if (!process.env.DATABASE_URL) process.env.PGLITE_DIR = 'memory://';
process.env.APP_URL = 'http://localhost:3000';

afterAll(async () => {
  await closeDb();
});

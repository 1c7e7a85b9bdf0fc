import type { JobDatabase } from '@/lib/db/client';

/** Advisory lock id serialising pg-boss's set-up across instances (the migrations use 727_001). */
const BOSS_SETUP_LOCK_ID = 727_002;

/**
 * Runs pg-boss's set-up (its schema, the queue and its partition table, the schedule) under a PostgreSQL
 * advisory lock. Two instances starting at once on one database otherwise deadlock (40P01) in pg-boss's own
 * DDL, and the loser never ran jobs (issue 25 item 6). Every pg-boss of the app (reminders, webhooks) starts under it. The embedded database has one process: no lock needed.
 */
export async function exclusively(database: JobDatabase, setUp: () => Promise<void>): Promise<void> {
  if (database.kind !== 'pg') return setUp();
  const { Client } = await import('pg');
  const client = new Client({ connectionString: database.connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [BOSS_SETUP_LOCK_ID]);
    await setUp();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [BOSS_SETUP_LOCK_ID]).catch(() => {});
    await client.end().catch(() => {});
  }
}

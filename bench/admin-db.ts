import pg from 'pg';

/** The server's maintenance database, where a bench creates and drops its own (PG_ADMIN_URL). */
export const ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/** One statement on the maintenance database (create or drop a bench's database). */
export async function admin(sqlText: string): Promise<void> {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(sqlText);
  } finally {
    await c.end();
  }
}

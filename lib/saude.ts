import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDb, MIGRATIONS_FOLDER } from '@/lib/db/client';
import { avaliarSaude, type Saude } from '@/lib/domain/saude';
import { estadoDasFilas, pendentesPorFila } from '@/lib/jobs/runtime';

/** A probe that takes longer than this counts as a failed database (the probe itself must stay cheap). */
const DB_TIMEOUT_MS = 2000;

let expectedMigration: number | undefined;

/** The `when` of the build's newest migration (read once: the build does not change while it runs). */
function expected(): number {
  if (expectedMigration === undefined) {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
    expectedMigration = Math.max(...journal.entries.map((e) => e.when));
  }
  return expectedMigration;
}

/** One query answers both "does the database answer" and "are the migrations current". */
async function lastAppliedMigration(): Promise<number | null> {
  const db = await getDb();
  const rows = (await db.execute(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`)) as unknown as
    | { rows: { last: string | null }[] }
    | { last: string | null }[];
  const list = Array.isArray(rows) ? rows : rows.rows;
  return list[0]?.last == null ? null : Number(list[0].last);
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('tempo esgotado')), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/** The server's health: database, migrations, job runtime and each queue. `probe` replaces the database query in tests. */
export async function verificarSaude(probe: () => Promise<number | null> = lastAppliedMigration): Promise<Saude> {
  // Opened and migrated before the server listens (lib/startup.ts): only the queries themselves are under the budget.
  await getDb().catch(() => undefined);
  const [lastApplied, pendentes] = await Promise.all([
    withTimeout(probe(), DB_TIMEOUT_MS).catch(() => 'falhou' as const),
    // Before pg-boss ever ran on this database its table does not exist: the counts are unknown (null), not a failure.
    withTimeout(pendentesPorFila(), DB_TIMEOUT_MS).catch(() => null),
  ]);
  const { runtime, filas } = estadoDasFilas();
  return avaliarSaude({
    lastApplied,
    expected: expected(),
    runtime,
    filas: filas.map((f) => ({ ...f, pendentes: pendentes ? (pendentes.get(f.nome)?.pendentes ?? 0) : null, maisAntigaSegundos: pendentes?.get(f.nome)?.maisAntigaSegundos ?? null })),
  });
}

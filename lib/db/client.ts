import path from 'node:path';
import type { PGlite, PGliteOptions } from '@electric-sql/pglite';
import { prepararPastaPrivada, soDoServidor } from '@/lib/storage/permissoes';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { env } from '@/lib/env';
import * as schema from './schema';
import { logger } from '@/lib/log';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a transaction callback receives. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What every data function that may run inside a transaction takes: the database or an open transaction. */
export type DbOrTx = Db | Tx;

/** What a job library needs to reach the same database: a URL (PostgreSQL) or a SQL executor (PGlite). */
export type JobDatabase =
  | { kind: 'pg'; connectionString: string }
  | { kind: 'pglite'; executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[]; rowCount: number }> };

type Handle = {
  db: Db;
  kind: 'pg' | 'pglite';
  close: () => Promise<void>;
  ready: Promise<void>;
  jobs: JobDatabase;
  /** The embedded database's data directory as a gzip tarball (PGlite's own dump), for backups. */
  dumpDataDir?: () => Promise<Blob>;
};

// One database handle per process; kept on globalThis so dev hot reload never opens PGlite twice.
const g = globalThis as typeof globalThis & {
  __periciaDb?: Handle;
  /**
   * A migrated embedded database (PGlite's tarball) a new in-memory one starts from. Set only by the integration tests
   * (tests/integration/setup.ts): each file's database copies it instead of running every migration again. The
   * migrations still run after it, so a copy older than the migrations folder is brought up to date.
   */
  __periciaPgliteModelo?: Blob;
};

export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib/db/migrations');
const MIGRATION_LOCK_ID = 727_001;

async function openPg(url: string): Promise<Handle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX ?? 10) });
  const db = drizzle(pool, { schema }) as unknown as Db;
  const ready = (async () => {
    // Several app instances (or test workers) may start at once: migrate under an advisory lock.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      client.release();
    }
  })();
  return { db, kind: 'pg', ready, close: () => pool.end(), jobs: { kind: 'pg', connectionString: url } };
}

/**
 * Opens PGlite on `dir` with data files only the server can read (issue 36 item 6): the process's umask makes
 * PGlite's own files 0600 in 0700 folders, and a new database's first files (copied from PGlite's bundled template
 * as 0666) are brought to 0600 once it is open.
 */
export async function abrirBancoEmbutido(
  dir: string,
  extras: NonNullable<PGliteOptions['extensions']> = {},
  loadDataDir?: PGliteOptions['loadDataDir'],
): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  // The extensions the migrations create (pg_trgm: issue 26's search; unaccent: issue 35's autos; btree_gin: the autos'
  // (processo_id, tsv) index of migration 0044): always loaded, so no caller can open the database without them.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const extensions = { pg_trgm, unaccent, btree_gin, ...extras };
  const emDisco = !dir.startsWith('memory://');
  if (emDisco) {
    soDoServidor();
    prepararPastaPrivada(dir);
  }
  const client = await PGlite.create(dir, { extensions, ...(loadDataDir ? { loadDataDir } : {}) });
  if (emDisco) prepararPastaPrivada(dir);
  return client;
}

async function openPglite(dir: string): Promise<Handle> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = await abrirBancoEmbutido(dir, {}, dir.startsWith('memory://') ? g.__periciaPgliteModelo : undefined);
  const db = drizzle(client, { schema }) as unknown as Db;
  const ready = migrate(drizzle(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  // The embedded database has one connection, shared in process order: a statement without parameters may hold
  // several commands (exec), one with parameters is a single prepared statement (query).
  const executeSql = async (text: string, values?: unknown[]) => {
    if (!values || values.length === 0) {
      const results = await client.exec(text);
      const last = results[results.length - 1];
      return { rows: (last?.rows ?? []) as unknown[], rowCount: last?.affectedRows ?? 0 };
    }
    const r = await client.query(text, values);
    return { rows: r.rows as unknown[], rowCount: r.affectedRows ?? 0 };
  };
  return {
    db,
    kind: 'pglite',
    jobs: { kind: 'pglite', executeSql },
    dumpDataDir: () => client.dumpDataDir('gzip'),
    ready,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

let opening: Promise<Handle> | undefined;

async function handle(): Promise<Handle> {
  if (g.__periciaDb) return g.__periciaDb;
  opening ??= (async () => {
    const e = env();
    const h = e.DATABASE_URL
      ? await openPg(e.DATABASE_URL)
      : await openPglite(e.PGLITE_DIR ?? path.join(e.DATA_DIR, 'pglite'));
    await h.ready;
    g.__periciaDb = h;
    installShutdownHooks();
    return h;
  })();
  try {
    return await opening;
  } catch (err) {
    opening = undefined;
    throw err;
  }
}

/** The database, migrated. Every data-layer function starts here. */
export async function getDb(): Promise<Db> {
  return (await handle()).db;
}

export async function dbKind(): Promise<'pg' | 'pglite'> {
  return (await handle()).kind;
}

/** The same database for the job library (pg-boss): see lib/jobs. */
export async function jobDatabase(): Promise<JobDatabase> {
  return (await handle()).jobs;
}

/**
 * The open embedded database's data directory as PGlite's gzip tarball (a consistent copy: its one connection
 * runs one statement at a time); null on PostgreSQL. Used by the nightly backup inside the server.
 */
export async function dumpEmbeddedDataDir(): Promise<Blob | null> {
  const h = await handle();
  return h.dumpDataDir ? h.dumpDataDir() : null;
}

const beforeClose: (() => Promise<void>)[] = [];

/** Work that must stop before the database closes (the job worker). */
export function onBeforeCloseDb(fn: () => Promise<void>): void {
  beforeClose.push(fn);
}

export async function closeDb(): Promise<void> {
  for (const fn of beforeClose.splice(0)) await fn().catch((err: unknown) => logger.error({ err }, 'Erro ao encerrar antes de fechar o banco'));
  const h = g.__periciaDb;
  g.__periciaDb = undefined;
  opening = undefined;
  if (h) await h.close();
}

let hooksInstalled = false;
function installShutdownHooks() {
  if (hooksInstalled || process.env.VITEST) return;
  hooksInstalled = true;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      closeDb()
        .catch((err) => logger.error({ err }, 'Erro ao fechar o banco de dados'))
        .finally(() => process.exit(0));
    });
  }
}

/**
 * A query built once per database handle instead of on every call: `build` returns drizzle's prepared query
 * (values as `sql.placeholder`s), which skips drizzle's query building and, on PostgreSQL, runs as a named
 * statement (parsed and planned once per connection). For the hottest reads (session user, case detail).
 */
export function preparedFor<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let q = byDb.get(db);
    if (!q) byDb.set(db, (q = build(db)));
    return q;
  };
}

/** pg returns count(*) as a string, PGlite as a number: always hand back a number. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string') return Number(value);
  return 0;
}

import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { MIGRATIONS_FOLDER } from '@/lib/db/client';

/**
 * Testing a data-converting migration: a fresh database is migrated up to the migration before it, rows are
 * written in raw SQL as the old code wrote them, then the remaining migrations run. On PGlite by default; on
 * PostgreSQL (a throwaway database) when DATABASE_URL is set.
 */

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
export type MigrationTarget = { query: Query; migrate: (folder: string) => Promise<void>; close: () => Promise<void> };

const tmpDirs: string[] = [];

/** A migrations folder holding only the migrations before the one whose tag ends with `tag`. */
export function migrationsBefore(tag: string): string {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const index = journal.entries.findIndex((e) => e.tag.endsWith(tag));
  expect(index, `migration *_${tag} in the journal`).toBeGreaterThan(0);
  const dir = mkdtempSync(path.join(tmpdir(), 'mig-before-'));
  tmpDirs.push(dir);
  mkdirSync(path.join(dir, 'meta'));
  const entries = journal.entries.slice(0, index);
  for (const e of entries) copyFileSync(path.join(MIGRATIONS_FOLDER, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return dir;
}

/** Removes the folders `migrationsBefore` made (call from afterAll). */
export function removeMigrationFolders() {
  for (const d of tmpDirs.splice(0)) rmSync(d, { recursive: true, force: true });
}

/** An empty database: in-memory PGlite, or a throwaway PostgreSQL database when DATABASE_URL is set. */
export async function openMigrationTarget(): Promise<MigrationTarget> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
    const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await PGlite.create('memory://', { extensions: { pg_trgm, unaccent, btree_gin } });
    return {
      query: async (text, params) => ({ rows: (await client.query<Record<string, unknown>>(text, params)).rows }),
      migrate: (folder) => migrate(drizzle(client), { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const { Client } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const name = `mig_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const client = new Client({ connectionString: target.toString() });
  await client.connect();
  return {
    query: async (text, params) => ({ rows: (await client.query(text, params)).rows }),
    migrate: (folder) => migrate(drizzle(client), { migrationsFolder: folder }),
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    },
  };
}

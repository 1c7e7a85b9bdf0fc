import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '@/lib/db/client';
import { PERICIA_TIPO, TIPO_ACAO, TIPO_JUSTICA, spellingsOf, type Vocabulary } from '@/lib/domain/labels';

/**
 * The "codes, not labels" migration converts rows written before it (DESIGN §10). A fresh database is
 * migrated up to the migration before it, rows are inserted with labels in raw SQL (as the old code wrote
 * them, including SPEC's 'Justiça Cívil e Juizados Especiais'), then the remaining migrations run.
 * On PGlite by default; on PostgreSQL (a throwaway database) when DATABASE_URL is set.
 */

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
type Target = { query: Query; migrate: (folder: string) => Promise<void>; close: () => Promise<void> };

const TAG = 'codes_not_labels';
const tmpDirs: string[] = [];

/** A migrations folder holding only the migrations before ours. */
function foldersBefore(): { before: string } {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  const index = journal.entries.findIndex((e) => e.tag.endsWith(TAG));
  expect(index, `migration *_${TAG} in the journal`).toBeGreaterThan(0);
  const dir = mkdtempSync(path.join(tmpdir(), 'mig-codes-'));
  tmpDirs.push(dir);
  mkdirSync(path.join(dir, 'meta'));
  const entries = journal.entries.slice(0, index);
  for (const e of entries) copyFileSync(path.join(MIGRATIONS_FOLDER, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return { before: dir };
}

async function openTarget(): Promise<Target> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
    return {
      query: async (text, params) => ({ rows: (await client.query<Record<string, unknown>>(text, params)).rows }),
      migrate: (folder) => migrate(drizzle(client), { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const { Client } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const name = `mig_codes_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
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

/** Every text the old code could have stored for each code (SPEC's string, the UI label, legacy spellings). */
function labelsOf<C extends string>(v: Vocabulary<C>): [string, C][] {
  return v.codes.flatMap((code) => spellingsOf(v, code).filter((s) => s !== code).map((s): [string, C] => [s, code]));
}

afterAll(() => {
  for (const d of tmpDirs) rmSync(d, { recursive: true, force: true });
});

describe(`migration *_${TAG}`, () => {
  it('turns the labels of existing rows into codes, and the constraints then refuse labels', async () => {
    const { before } = foldersBefore();
    const db = await openTarget();
    try {
      await db.migrate(before);
      const [{ id: ownerId }] = (
        await db.query(`insert into users (nome, email, password_hash) values ('Dona', 'dona@teste.com.br', 'x') returning id`)
      ).rows;

      const justica = labelsOf(TIPO_JUSTICA);
      const acao = labelsOf(TIPO_ACAO);
      expect(justica.map(([l]) => l)).toContain('Justiça Cívil e Juizados Especiais');
      // One case per spelling (tipo_acao cycles through its labels), plus one already holding codes.
      const casos: { id: number; justica: string; acao: string }[] = [];
      for (let i = 0; i < Math.max(justica.length, acao.length); i += 1) {
        const [jLabel, jCode] = justica[i % justica.length];
        const [aLabel, aCode] = acao[i % acao.length];
        const [{ id }] = (
          await db.query(
            `insert into processos (comarca, tipo_acao, tipo_justica, data_distribuicao, requerente, requerido, owner_id)
             values ('X', $1, $2, '2024-01-01', 'A', 'B', $3) returning id`,
            [aLabel, jLabel, ownerId],
          )
        ).rows;
        casos.push({ id: Number(id), justica: jCode, acao: aCode });
      }
      const [{ id: jaCodigo }] = (
        await db.query(
          `insert into processos (comarca, tipo_acao, tipo_justica, data_distribuicao, requerente, requerido, owner_id)
           values ('X', 'outros', 'federal', '2024-01-01', 'A', 'B', $1) returning id`,
          [ownerId],
        )
      ).rows;
      casos.push({ id: Number(jaCodigo), justica: 'federal', acao: 'outros' });

      const tipos = labelsOf(PERICIA_TIPO);
      const periciasIns: { id: number; tipo: string }[] = [];
      for (const [label, code] of tipos) {
        const [{ id }] = (
          await db.query(
            `insert into pericias (nome, numero_processo, tipo, data_start, data_end)
             values ('P', '0000000-00.0000.0.00.0000', $1, now(), now() + interval '1 hour') returning id`,
            [label],
          )
        ).rows;
        periciasIns.push({ id: Number(id), tipo: code });
      }
      const [{ id: porDefault }] = (
        await db.query(
          `insert into pericias (nome, numero_processo, data_start, data_end) values ('P', '1', now(), now() + interval '1 hour') returning id`,
        )
      ).rows;
      periciasIns.push({ id: Number(porDefault), tipo: 'inss' }); // the old default was 'Perícia INSS'

      await db.migrate(MIGRATIONS_FOLDER);

      const rows = (await db.query('select id, tipo_justica, tipo_acao from processos order by id')).rows;
      expect(rows.map((r) => ({ id: Number(r.id), justica: r.tipo_justica, acao: r.tipo_acao }))).toEqual(casos);
      const ps = (await db.query('select id, tipo from pericias order by id')).rows;
      expect(ps.map((r) => ({ id: Number(r.id), tipo: r.tipo }))).toEqual(periciasIns);

      // From now on a label is refused, and a perícia without tipo gets the code.
      await expect(
        db.query(
          `insert into processos (comarca, tipo_acao, tipo_justica, data_distribuicao, requerente, requerido, owner_id)
           values ('X', 'outros', 'Justiça Federal', '2024-01-01', 'A', 'B', $1)`,
          [ownerId],
        ),
      ).rejects.toThrow(/processos_tipo_justica_code/);
      await expect(
        db.query(`insert into pericias (nome, numero_processo, tipo, data_start, data_end) values ('P', '1', 'Perícia INSS', now(), now())`),
      ).rejects.toThrow(/pericias_tipo_code/);
      const [{ tipo }] = (
        await db.query(`insert into pericias (nome, numero_processo, data_start, data_end) values ('P', '1', now(), now()) returning tipo`)
      ).rows;
      expect(tipo).toBe('inss');
    } finally {
      await db.close();
    }
  });
});

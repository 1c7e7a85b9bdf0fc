import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '@/lib/db/client';
import { PERICIA_TIPO, TIPO_ACAO, TIPO_JUSTICA, spellingsOf, type Vocabulary } from '@/lib/domain/labels';
import { migrationsBefore, openMigrationTarget, removeMigrationFolders } from './migration-target';

/**
 * The "codes, not labels" migration converts rows written before it (DESIGN §10). A fresh database is
 * migrated up to the migration before it, rows are inserted with labels in raw SQL (as the old code wrote
 * them, including SPEC's 'Justiça Cívil e Juizados Especiais'), then the remaining migrations run.
 * On PGlite by default; on PostgreSQL (a throwaway database) when DATABASE_URL is set.
 */

const TAG = 'codes_not_labels';

/** Every text the old code could have stored for each code (SPEC's string, the UI label, legacy spellings). */
function labelsOf<C extends string>(v: Vocabulary<C>): [string, C][] {
  return v.codes.flatMap((code) => spellingsOf(v, code).filter((s) => s !== code).map((s): [string, C] => [s, code]));
}

afterAll(removeMigrationFolders);

describe(`migration *_${TAG}`, () => {
  it('turns the labels of existing rows into codes, and the constraints then refuse labels', async () => {
    const before = migrationsBefore(TAG);
    const db = await openMigrationTarget();
    try {
      await db.migrate(before);
      const [{ id: ownerId }] = (
        await db.query(`insert into users (nome, email, password_hash) values ('Dona', 'dona@teste.com.br', 'x') returning id`)
      ).rows;

      const justica = labelsOf(TIPO_JUSTICA);
      // The action types that existed when the migration was written: later codes (BPC/LOAS, issue 28) were never
      // stored as labels, and the CHECKs of the migrations in between do not know them.
      const DEPOIS_DA_MIGRACAO = ['bpc_loas'];
      // The old code stored SPEC's names (label and API were one string then); the benefit names in force and the
      // aliases added since issue 34 were never stored, and this migration does not know them.
      const acao = labelsOf(TIPO_ACAO).filter(([label, code]) => !DEPOIS_DA_MIGRACAO.includes(code) && label === TIPO_ACAO.api[code]);
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

import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '@/lib/db/client';
import { MAX_VALOR_CAUSA_CENTAVOS, parseValor } from '@/lib/domain/money';
import { migrationsBefore, openMigrationTarget, removeMigrationFolders } from './migration-target';

/**
 * 'Valor da causa' was stored as the text a person typed; the migration *_valor_causa_centavos turns it into
 * integer centavos with the rules of lib/domain/money.ts parseValor (written again in SQL): this test holds the
 * two to the same answers, on hand-picked texts and on generated ones. Unparseable text becomes NULL.
 */

const TAG = 'valor_causa_centavos';

afterAll(removeMigrationFolders);

const TYPED: [string | null, number | null][] = [
  ['R$ 45.000,00', 4_500_000],
  ['R$\u00a045.000,00', 4_500_000],
  ['45000', 4_500_000],
  ['45.000,00', 4_500_000],
  ['45.000', 4_500_000],
  ['2850.5', 285_050],
  ['2.850,5', 285_050],
  ['  r$ 1.234.567,89 ', 123_456_789],
  ['250.000.000,00', 25_000_000_000],
  ['1.000.000.000.000,00', MAX_VALOR_CAUSA_CENTAVOS],
  ['1.000.000.000.000,01', null],
  ['a definir', null],
  ['R$ 0,00', null],
  ['0', null],
  ['-500', null],
  ['1,2,3', null],
  ['45,000.00', null],
  ['45000,', null],
  ['1e5', null],
  ['', null],
  [null, null],
];

describe(`migration *_${TAG}`, () => {
  it('converts typed texts to centavos as parseValor does, NULL when not an amount, and drops the text column', async () => {
    const db = await openMigrationTarget();
    try {
      await db.migrate(migrationsBefore(TAG));
      const [{ id: ownerId }] = (
        await db.query(`insert into users (nome, email, password_hash) values ('Dona', 'dona@teste.com.br', 'x') returning id`)
      ).rows;
      // Hand-picked texts, then generated ones over the characters people type in the field.
      const generated = fc.sample(fc.string({ unit: fc.constantFrom(...'0123456789.,R$ \u00a0'), maxLength: 18 }), { numRuns: 300, seed: 10 });
      const texts: (string | null)[] = [...TYPED.map(([t]) => t), ...generated];
      const ids: number[] = [];
      for (const text of texts) {
        const [{ id }] = (
          await db.query(
            `insert into processos (comarca, tipo_acao, tipo_justica, data_distribuicao, requerente, requerido, owner_id, valor_causa)
             values ('X', 'outros', 'federal', '2024-01-01', 'A', 'B', $1, $2) returning id`,
            [ownerId, text],
          )
        ).rows;
        ids.push(Number(id));
      }

      await db.migrate(MIGRATIONS_FOLDER);

      const rows = (await db.query('select id, valor_causa_centavos from processos order by id')).rows;
      const got = new Map(rows.map((r) => [Number(r.id), r.valor_causa_centavos === null ? null : Number(r.valor_causa_centavos)]));
      TYPED.forEach(([text, centavos], i) => expect(got.get(ids[i]), String(text)).toBe(centavos));
      texts.forEach((text, i) => expect(got.get(ids[i]), JSON.stringify(text)).toBe(parseValor(text, MAX_VALOR_CAUSA_CENTAVOS)));
      // Generated texts did reach both outcomes (the property is not vacuous).
      expect(generated.some((t) => parseValor(t, MAX_VALOR_CAUSA_CENTAVOS) !== null)).toBe(true);

      const cols = (await db.query(`select column_name from information_schema.columns where table_name = 'processos' and column_name like 'valor_causa%'`)).rows;
      expect(cols.map((c) => c.column_name)).toEqual(['valor_causa_centavos']);
    } finally {
      await db.close();
    }
  });
});

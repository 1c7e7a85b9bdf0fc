import type { PGlite } from '@electric-sql/pglite';
import type { Client } from 'pg';

/** Rows per INSERT when copying (as JSON: one parameter per batch). */
const LOTE = 2000;

/** Tables of `public` ordered so a table comes after those its foreign keys name (a cycle keeps the rest in name order). */
async function tabelasEmOrdem(origem: PGlite): Promise<string[]> {
  const { rows: tabelas } = await origem.query<{ nome: string }>(`select tablename as nome from pg_tables where schemaname = 'public' order by tablename`);
  const { rows: fks } = await origem.query<{ de: string; para: string }>(
    `select c.conrelid::regclass::text as de, c.confrelid::regclass::text as para from pg_constraint c
       join pg_namespace n on n.oid = c.connamespace where c.contype = 'f' and n.nspname = 'public'`,
  );
  const limpo = (s: string) => s.replace(/^public\./, '').replace(/^"|"$/g, '');
  const deps = new Map(tabelas.map((t) => [t.nome, new Set<string>()]));
  for (const f of fks) if (limpo(f.de) !== limpo(f.para)) deps.get(limpo(f.de))?.add(limpo(f.para));
  const ordem: string[] = [];
  const feitas = new Set<string>();
  while (ordem.length < tabelas.length) {
    const prontas = tabelas.map((t) => t.nome).filter((t) => !feitas.has(t) && [...(deps.get(t) ?? [])].every((d) => feitas.has(d) || !deps.has(d)));
    const proximas = prontas.length > 0 ? prontas : tabelas.map((t) => t.nome).filter((t) => !feitas.has(t)).slice(0, 1);
    for (const t of proximas) {
      feitas.add(t);
      ordem.push(t);
    }
  }
  return ordem;
}

const id = (nome: string) => `"${nome.replace(/"/g, '""')}"`;

/**
 * Copies every row of the embedded database `origem` (already migrated to this build's schema) into the empty
 * PostgreSQL `destino` (migrated to the same schema), in one transaction: parents before children, each table in
 * batches of JSON rows that PostgreSQL turns back into typed rows (json_populate_recordset), then every serial's
 * sequence set past the copied ids. Job-queue tables (pg-boss) and the migrations table are not copied: the
 * server recreates the first, the migrator wrote the second.
 */
export async function copiarPgliteParaPostgres(origem: PGlite, destino: Client): Promise<{ tabelas: number; linhas: number }> {
  const tabelas = await tabelasEmOrdem(origem);
  let linhas = 0;
  await destino.query('begin');
  try {
    // The migrations just run on the empty target may have seeded rows (e.g. processos_versao): the copy replaces them.
    if (tabelas.length > 0) await destino.query(`truncate table ${tabelas.map(id).join(', ')} restart identity cascade`);
    for (const t of tabelas) {
      // Generated columns (e.g. cid10's `busca`) are computed by the target: never inserted.
      const { rows: cols } = await destino.query<{ c: string }>(
        `select column_name as c from information_schema.columns where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
        [t],
      );
      const lista = cols.map((r) => id(r.c)).join(', ');
      for (let offset = 0; ; offset += LOTE) {
        const { rows } = await origem.query<{ lote: unknown[] | null }>(`select json_agg(x) as lote from (select * from ${id(t)} order by 1, ctid limit ${LOTE} offset ${offset}) x`);
        const lote = rows[0]?.lote ?? [];
        if (lote.length === 0) break;
        await destino.query(`insert into ${id(t)} (${lista}) select ${lista} from json_populate_recordset(null::${id(t)}, $1::json)`, [JSON.stringify(lote)]);
        linhas += lote.length;
        if (lote.length < LOTE) break;
      }
    }
    const { rows: seqs } = await destino.query<{ tabela: string; coluna: string }>(
      `select table_name as tabela, column_name as coluna from information_schema.columns
        where table_schema = 'public' and column_default like 'nextval(%'`,
    );
    for (const s of seqs) {
      await destino.query(
        `select setval(pg_get_serial_sequence($1, $2), coalesce((select max(${id(s.coluna)}) from ${id(s.tabela)}), 1), (select count(*) > 0 from ${id(s.tabela)}))`,
        [`public.${id(s.tabela)}`, s.coluna],
      );
    }
    await destino.query('commit');
  } catch (err) {
    await destino.query('rollback').catch(() => {});
    throw err;
  }
  return { tabelas: tabelas.length, linhas };
}

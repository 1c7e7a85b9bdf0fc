import { desc, eq } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db/client';
import { tabelaPrecos } from '@/lib/db/schema';
import { TABELA_PADRAO, completarTabela, type TabelaPrecos, type TabelaVigente } from '@/lib/domain/pricing/tabela';

/** When version 1 (SPEC's values, written by migration 0040) is missing: SPEC's table, in force since always. */
const PADRAO: TabelaVigente = { versao: 1, vigenteDesde: new Date(0).toISOString(), tabela: TABELA_PADRAO };

/** A stored version as the product reads it: any field it lacks takes its default (a version saved by an older build). */
export function lerVersao(row: typeof tabelaPrecos.$inferSelect): TabelaVigente {
  return { versao: row.versao, vigenteDesde: row.vigenteDesde.toISOString(), tabela: completarTabela(row.tabela) };
}

/** The table in force (the highest version). Used by GET /api/precos, new cases, proposals and Orçamentos. */
export async function tabelaVigente(db?: DbOrTx): Promise<TabelaVigente> {
  const handle = db ?? (await getDb());
  const [row] = await handle.select().from(tabelaPrecos).orderBy(desc(tabelaPrecos.versao)).limit(1);
  return row ? lerVersao(row) : PADRAO;
}

/** The table of one version (a case's `precosVersao`): SPEC's values for version 1 or a version not stored. */
export async function tabelaDaVersao(versao: number, db?: DbOrTx): Promise<TabelaPrecos> {
  const handle = db ?? (await getDb());
  const [row] = await handle.select().from(tabelaPrecos).where(eq(tabelaPrecos.versao, versao)).limit(1);
  return row ? lerVersao(row).tabela : TABELA_PADRAO;
}

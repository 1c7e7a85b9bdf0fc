import { sql } from 'drizzle-orm';
import { getDb, toNumber } from '@/lib/db/client';
import { NOMES_POPULARES } from '@/lib/db/dados/cid10/nomes-populares';
import { codigoCid, codigosPorNomePopular, palavrasBusca, prefixoCodigo } from '@/lib/domain/pareceres/cid10';
import { rowsOf } from '@/lib/db/rows';
import type { Cid10Busca } from '@/lib/validation/cid10';

export type Cid10Item = { codigo: string; descricao: string };

/**
 * The CID-10 search (issue 37 item 2) over categories and subcategories: by code or its start (with or without
 * the dot), by words (each must start a word of the description, accents ignored) and by the common names of
 * lib/db/dados/cid10/nomes-populares.ts. Common names come first (in the list's order), then codes in order.
 * Reference data, the same for everyone: any signed-in person may search (the caller checks the session).
 */
export async function buscarCid10(q: Cid10Busca): Promise<{ items: Cid10Item[]; total: number }> {
  const db = await getDb();
  const palavras = palavrasBusca(q.q);
  const prefixo = prefixoCodigo(q.q) ?? (codigoCid(q.q) || null);
  const populares = codigosPorNomePopular(q.q, NOMES_POPULARES);
  const condicoes = [];
  if (prefixo) condicoes.push(sql`c.codigo like ${`${prefixo}%`}`);
  if (palavras.length > 0) condicoes.push(sql.join(palavras.map((p) => sql`(' ' || c.busca) like ${`% ${p}%`}`), sql` and `));
  // ARRAY[$1, $2, …]: drizzle writes a bare JS array as a parenthesised list, not as one array parameter.
  const popularesArr = sql`array[${sql.join(populares.length > 0 ? populares.map((c) => sql`${c}`) : [sql`null`], sql`, `)}]::text[]`;
  if (populares.length > 0) condicoes.push(sql`(c.codigo = any(${popularesArr}) or c.categoria = any(${popularesArr}))`);
  if (condicoes.length === 0) return { items: [], total: 0 };
  const rows = await db.execute<{ codigo: string; descricao: string; total: unknown }>(sql`
    select c.codigo, c.descricao, count(*) over () as total
    from (
      select codigo, codigo as categoria, descricao, busca from cid10_categorias
      union all
      select codigo, categoria, descricao, busca from cid10_subcategorias
    ) c
    where ${sql.join(condicoes, sql` or `)}
    order by coalesce(array_position(${popularesArr}, c.codigo), array_position(${popularesArr}, c.categoria), 2147483647), c.codigo
    limit ${q.limit}`);
  const list = rowsOf(rows) as { codigo: string; descricao: string; total: unknown }[];
  const items = list.map((r) => ({ codigo: r.codigo, descricao: r.descricao }));
  const total = list.length > 0 ? toNumber(list[0].total) : 0;
  return { items, total };
}

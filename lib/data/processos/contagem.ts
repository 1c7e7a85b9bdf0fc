import { LRUCache } from 'lru-cache';
import { sql, type SQL } from 'drizzle-orm';
import { processosVersao } from '@/lib/db/schema';

/**
 * Call 1's X-Total-Count without recounting. Counting a common term ('silva' in 15 000 of 100 000 cases) reads
 * most of the table: about 14 ms of database CPU per request, the whole p99 of the search (bench/processos.mjs).
 * The count of a (visibility, term) is remembered with the `processos_versao` number it was counted under; the
 * database raises that number in the commit of every transaction that adds, removes or re-scopes a case
 * (migration 0015), and the list query reads it in its own snapshot. Same number → the remembered count is
 * exactly what counting in that snapshot would give; any other → count again. Paging through a search, or the
 * same search again before anyone files a case, counts once. Holds across several servers on one database.
 */
const remembered = new LRUCache<string, { versao: number; total: number }>({ max: 2000 });

/** The number of `processos_versao`, read as a column of the query it joins (the same snapshot). */
export const versaoSql: SQL<number | string> = sql`(select ${processosVersao.versao} from ${processosVersao})`;

/** The remembered count of `key` if it was counted under `versao`; otherwise undefined. */
export function contagemLembrada(key: string, versao: number | string | null | undefined): number | undefined {
  if (versao === null || versao === undefined) return undefined;
  const hit = remembered.get(key);
  return hit && hit.versao === Number(versao) ? hit.total : undefined;
}

/** Whether a count of `key` was remembered (under any number): then the list query alone usually answers. */
export function temContagem(key: string): boolean {
  return remembered.has(key);
}

export function lembrarContagem(key: string, versao: number | string | null | undefined, total: number): void {
  if (versao === null || versao === undefined) return;
  remembered.set(key, { versao: Number(versao), total });
}

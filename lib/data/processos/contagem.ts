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
const remembered = new LRUCache<string, { versao: number; total: number; exato: boolean }>({ max: 2000 });

/**
 * Issue 33 item 4: how far call 1 counts. The first search after a write counts again, and counting a common term
 * in 1 000 000 cases reads most of the table (seconds). Up to this many matches are counted exactly (cheap: at most
 * this many rows read); beyond it the answer is 'mais de 1.000' (X-Total-Count 1001, X-Total-Count-Exato false).
 * A page deeper than the bound raises it to that page, so the pager always knows whether one more page exists.
 * Why 1 000 and not 10 000: 'silva' in 1 000 000 cases, counted to 10 001 rows, is a 25 ms scan per first search
 * (3 ms to 1 001); at 50 connections on 2 cores that queued to p99 956 ms (bench/processos.mjs, 2026-11-28).
 */
export const LIMITE_CONTAGEM = 1_000;

/** The bound for a page: LIMITE_CONTAGEM, or the last row of the page asked for when that is further. */
export function limiteDaContagem(page: number, pageSize: number): number {
  return Math.max(LIMITE_CONTAGEM, page * pageSize);
}

/** A count taken with `limit limite + 1`: exact when it stayed within the bound, else the lower bound limite + 1. */
export type Contagem = { total: number; exato: boolean };
export function contagemLimitada(contados: number, limite: number): Contagem {
  return contados > limite ? { total: limite + 1, exato: false } : { total: contados, exato: true };
}

/** The number of `processos_versao`, read as a column of the query it joins (the same snapshot). */
export const versaoSql: SQL<number | string> = sql`(select ${processosVersao.versao} from ${processosVersao})`;

/** The remembered count of `key` if it was counted under `versao`; otherwise undefined. */
export function contagemLembrada(key: string, versao: number | string | null | undefined): Contagem | undefined {
  if (versao === null || versao === undefined) return undefined;
  const hit = remembered.get(key);
  return hit && hit.versao === Number(versao) ? { total: hit.total, exato: hit.exato } : undefined;
}

/** Whether a count of `key` was remembered (under any number): then the list query alone usually answers. */
export function temContagem(key: string): boolean {
  return remembered.has(key);
}

export function lembrarContagem(key: string, versao: number | string | null | undefined, c: Contagem): void {
  if (versao === null || versao === undefined) return;
  remembered.set(key, { versao: Number(versao), ...c });
}

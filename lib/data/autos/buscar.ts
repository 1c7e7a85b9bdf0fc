import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb, toNumber } from '@/lib/db/client';
import { autosPaginas, documentos, processos } from '@/lib/db/schema';
import { registrarAcessos, type Leitura } from '@/lib/data/registro-acessos';
import { visibleProcessos } from '@/lib/data/politica';
import { acessoDocumento, type Usuario } from '@/lib/data/documentos/acesso';
import { RESULTADOS_POR_PAGINA, interpretarBusca, limiteDaBusca, trechoDaFrase } from '@/lib/domain/autos/busca';
import { CONFIG_BUSCA, tsqueryDe } from './consulta';

export type ResultadoBusca = { documentoId: number; titulo: string; pagina: number; trecho: string; ocr: boolean };
export type ResultadoBuscaGeral = ResultadoBusca & { id_processo: number; numero: string | null };
/**
 * `total` counts the matching pages up to the search's bound (`limiteDaBusca`: 1,000 within a case, 500 across cases);
 * `limitado` is true when more pages match than that
 * (then only that many, taken in the index's order, are ranked and paged: refine the search to see the others).
 */
export type RespostaBusca<R> = { total: number; resultados: R[]; limitado: boolean };

type Opcoes = { q: string; pagina: number; leitura?: Leitura };

/**
 * `GET /api/processo/{id}/autos/busca`: the pages of the case's PDFs matching the query, one result per page,
 * best first (ts_rank) among the first 1,000 matches, 20 per page of results. Who may see the case may search it (else 404, as for the
 * case); every search is written to the case's access log.
 */
export async function buscarNosAutos(user: Usuario, processoId: number, opts: Opcoes): Promise<RespostaBusca<ResultadoBusca>> {
  const db = await getDb();
  await acessoDocumento(db, user, 'ver', { processoId });
  if (opts.leitura) await registrarAcessos(db, user, opts.leitura, [{ processoId, objeto: 'autos_busca' }]);
  const r = await buscar(user, opts, processoId);
  return {
    total: r.total,
    limitado: r.limitado,
    resultados: r.resultados.map((x) => ({ documentoId: x.documentoId, titulo: x.titulo, pagina: x.pagina, trecho: x.trecho, ocr: x.ocr })),
  };
}

/**
 * `GET /api/autos/busca`: the same search across every case the caller may read; each result names its case.
 * The search is logged in the access log of every case a result of the answer came from.
 */
export async function buscarEmTodosOsAutos(user: Usuario, opts: Opcoes): Promise<RespostaBusca<ResultadoBuscaGeral>> {
  const r = await buscar(user, opts);
  if (opts.leitura && r.resultados.length) {
    const casos = [...new Set(r.resultados.map((x) => x.id_processo))];
    await registrarAcessos(await getDb(), user, opts.leitura, casos.map((processoId) => ({ processoId, objeto: 'autos_busca' as const })));
  }
  return r;
}

async function buscar(user: Usuario, opts: Opcoes, processoId?: number): Promise<RespostaBusca<ResultadoBuscaGeral>> {
  const partes = interpretarBusca(opts.q);
  if (partes.length === 0) return { total: 0, resultados: [], limitado: false };
  const db = await getDb();
  const q = tsqueryDe(partes);
  const limite = limiteDaBusca(processoId !== undefined);
  // At most `limite` + 1 matching pages, in the index's own order (no sort, no rank): a word on nearly
  // every page of 200,000 would otherwise be ranked page by page. Only these are ranked; one more tells 'limitado'.
  // The pages carry their case (migration 0044): within a case the (processo_id, tsv) GIN index gives that case's
  // matches alone; across cases the same index gives every match, kept when its case is visible to the caller.
  const casos = db.select({ id: processos.id }).from(processos).where(visibleProcessos(user));
  const candidatos = db
    .select({
      id: autosPaginas.id,
      documentoId: autosPaginas.documentoId,
      processoId: autosPaginas.processoId,
      pagina: autosPaginas.pagina,
      ocr: autosPaginas.ocr,
      tsv: autosPaginas.tsv,
    })
    .from(autosPaginas)
    .where(
      and(
        sql`${autosPaginas.tsv} @@ ${q}`,
        processoId === undefined ? undefined : eq(autosPaginas.processoId, processoId),
        inArray(autosPaginas.processoId, casos),
      ),
    )
    .limit(limite + 1)
    .as('candidatos');
  // The page past the ranked ones is never shown (the one more candidate only tells 'limitado').
  const desde = (opts.pagina - 1) * RESULTADOS_POR_PAGINA;
  const quantos = Math.min(RESULTADOS_POR_PAGINA, limite - desde);
  const ranqueados =
    quantos <= 0
      ? null
      : db
          .select({
            id: candidatos.id,
            documentoId: candidatos.documentoId,
            processoId: candidatos.processoId,
            pagina: candidatos.pagina,
            ocr: candidatos.ocr,
            // ts_rank, not ts_rank_cd: for an AND of words it also weighs how close they are, and it costs
            // 2 to 4 ms less per search over 1,000 pages (bench/autos-busca.mjs).
            relevancia: sql<number>`ts_rank(${candidatos.tsv}, ${q})`.as('relevancia'),
            total: sql<number>`count(*) over ()`.as('total'),
          })
          .from(candidatos)
          .orderBy(sql`relevancia desc`, candidatos.documentoId, candidatos.pagina)
          .limit(quantos)
          .offset(desde)
          .as('ranqueados');
  // The title, the case's number and the marked text for the page of results only (at most 20 rows joined).
  const rows = !ranqueados
    ? []
    : await db
        .select({
          id: ranqueados.id,
          documentoId: ranqueados.documentoId,
          titulo: documentos.titulo,
          pagina: ranqueados.pagina,
          ocr: ranqueados.ocr,
          id_processo: ranqueados.processoId,
          numero: processos.numeroProcesso,
          total: ranqueados.total,
          // The sentence around the match, for the 20 pages shown only (ts_headline over the whole page).
          marcado: sql<string>`ts_headline(${CONFIG_BUSCA}, ${autosPaginas.texto}, ${q}, 'HighlightAll=true, StartSel=«, StopSel=»')`,
        })
        .from(ranqueados)
        .innerJoin(autosPaginas, eq(autosPaginas.id, ranqueados.id))
        .innerJoin(documentos, eq(documentos.id, ranqueados.documentoId))
        .innerJoin(processos, eq(processos.id, ranqueados.processoId))
        .orderBy(sql`${ranqueados.relevancia} desc`, ranqueados.documentoId, ranqueados.pagina);
  const contagem = (n: number) => ({ total: Math.min(n, limite), limitado: n > limite });
  if (rows.length === 0) {
    if (opts.pagina === 1) return { total: 0, resultados: [], limitado: false };
    // Past the last page of results: still say how many there are.
    const [c] = await db.select({ n: sql<number>`count(*)` }).from(candidatos);
    return { ...contagem(toNumber(c?.n)), resultados: [] };
  }
  return {
    ...contagem(toNumber(rows[0].total)),
    resultados: rows.map((r) => ({
      documentoId: r.documentoId,
      titulo: r.titulo,
      pagina: r.pagina,
      trecho: trechoDaFrase(r.marcado ?? ''),
      ocr: r.ocr,
      id_processo: r.id_processo,
      numero: r.numero,
    })),
  };
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb, toNumber } from '@/lib/db/client';
import { autosPaginas, documentos, processos } from '@/lib/db/schema';
import { registrarAcessos, type Leitura } from '@/lib/data/registro-acessos';
import { visibleProcessos } from '@/lib/data/politica';
import { acessoDocumento, type Usuario } from '@/lib/data/documentos/acesso';
import { RESULTADOS_POR_PAGINA, interpretarBusca, trechoDaFrase } from '@/lib/domain/autos/busca';
import { CONFIG_BUSCA, tsqueryDe } from './consulta';

export type ResultadoBusca = { documentoId: number; titulo: string; pagina: number; trecho: string; ocr: boolean };
export type ResultadoBuscaGeral = ResultadoBusca & { id_processo: number; numero: string | null };
export type RespostaBusca<R> = { total: number; resultados: R[] };

type Opcoes = { q: string; pagina: number; leitura?: Leitura };

/**
 * `GET /api/processo/{id}/autos/busca`: the pages of the case's PDFs matching the query, one result per page,
 * best first (ts_rank_cd), 20 per page of results. Who may see the case may search it (else 404, as for the
 * case); every search is written to the case's access log.
 */
export async function buscarNosAutos(user: Usuario, processoId: number, opts: Opcoes): Promise<RespostaBusca<ResultadoBusca>> {
  const db = await getDb();
  await acessoDocumento(db, user, 'ver', { processoId });
  if (opts.leitura) await registrarAcessos(db, user, opts.leitura, [{ processoId, objeto: 'autos_busca' }]);
  const r = await buscar(user, opts, processoId);
  return {
    total: r.total,
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
  if (partes.length === 0) return { total: 0, resultados: [] };
  const db = await getDb();
  const q = tsqueryDe(partes);
  const rank = sql<number>`ts_rank_cd(${autosPaginas.tsv}, consulta.q)`;
  const rows = await db
    .select({
      id: autosPaginas.id,
      documentoId: autosPaginas.documentoId,
      titulo: documentos.titulo,
      pagina: autosPaginas.pagina,
      ocr: autosPaginas.ocr,
      id_processo: processos.id,
      numero: processos.numeroProcesso,
      total: sql<number>`count(*) over ()`,
    })
    .from(autosPaginas)
    .innerJoin(documentos, eq(documentos.id, autosPaginas.documentoId))
    .innerJoin(processos, eq(processos.id, documentos.processoId))
    .innerJoin(sql`(select ${q} as q) as consulta`, sql`true`)
    .where(and(sql`${autosPaginas.tsv} @@ consulta.q`, visibleProcessos(user), processoId === undefined ? undefined : eq(processos.id, processoId)))
    .orderBy(sql`${rank} desc`, autosPaginas.documentoId, autosPaginas.pagina)
    .limit(RESULTADOS_POR_PAGINA)
    .offset((opts.pagina - 1) * RESULTADOS_POR_PAGINA);
  if (rows.length === 0) {
    if (opts.pagina === 1) return { total: 0, resultados: [] };
    // Past the last page of results: still say how many there are.
    const [c] = await db
      .select({ n: sql<number>`count(*)` })
      .from(autosPaginas)
      .innerJoin(documentos, eq(documentos.id, autosPaginas.documentoId))
      .innerJoin(processos, eq(processos.id, documentos.processoId))
      .where(and(sql`${autosPaginas.tsv} @@ ${q}`, visibleProcessos(user), processoId === undefined ? undefined : eq(processos.id, processoId)));
    return { total: toNumber(c?.n), resultados: [] };
  }
  // The sentence around the match, for the 20 pages shown only (ts_headline over the whole page).
  const marcados = await db
    .select({
      id: autosPaginas.id,
      marcado: sql<string>`ts_headline(${CONFIG_BUSCA}, ${autosPaginas.texto}, ${q}, 'HighlightAll=true, StartSel=«, StopSel=»')`,
    })
    .from(autosPaginas)
    .where(inArray(autosPaginas.id, rows.map((r) => r.id)));
  const porId = new Map(marcados.map((m) => [m.id, m.marcado]));
  return {
    total: toNumber(rows[0].total),
    resultados: rows.map((r) => ({
      documentoId: r.documentoId,
      titulo: r.titulo,
      pagina: r.pagina,
      trecho: trechoDaFrase(porId.get(r.id) ?? ''),
      ocr: r.ocr,
      id_processo: r.id_processo,
      numero: r.numero,
    })),
  };
}

import { DjenLimiteError, MAX_PAGINAS, paginaDjen, ITENS_POR_PAGINA, type ComunicacaoDjen, type FiltroDjen } from '@/lib/tribunais/djen';
import { MSG_DJEN_INDISPONIVEL, TribunalIndisponivelError } from '@/lib/tribunais/erros';
import { env } from '@/lib/env';
import { getDb } from '@/lib/db/client';
import { aguardarVezCnj } from './pausa';
import { logger } from '@/lib/log';

/** After this many 429 in a row on one case, DJEN is left for the next run (the case is counted as a failure). */
const MAX_429_SEGUIDOS = 3;

/**
 * Every DJEN communication of a case (or a lawyer's OAB) since `desde`, page by page, waiting out a 429 before asking
 * again. All or nothing (issue 36): a page that fails, comes back short before the last one, or a total that changes
 * between pages is a failure of the whole query, so the caller keeps its cursor and the next run asks again
 * (communications are stored once by hash, so asking twice stores nothing twice). More than DJEN's 10 000 results
 * in one query is a failure too, never a silent cut.
 */
export async function comunicacoesDjen(filtro: FiltroDjen, desde: string, o: { esperar: (ms: number) => Promise<void>; pausa: number }): Promise<ComunicacaoDjen[]> {
  const todas: ComunicacaoDjen[] = [];
  let seguidos429 = 0;
  let total: number | null = null;
  for (let pagina = 1; ; ) {
    try {
      // The installation's turn (TRIBUNAIS_PAUSA_MS between any two DJEN calls, across requests and instances).
      await aguardarVezCnj(await getDb(), 'djen', o);
      const { count, itens } = await paginaDjen(filtro, desde, pagina);
      seguidos429 = 0;
      if (total !== null && count !== total) throw new TribunalIndisponivelError(MSG_DJEN_INDISPONIVEL, 'resposta_instavel');
      total = count;
      if (total > MAX_PAGINAS * ITENS_POR_PAGINA) throw new TribunalIndisponivelError(MSG_DJEN_INDISPONIVEL, 'resultados_demais');
      todas.push(...itens);
      if (pagina * ITENS_POR_PAGINA >= total) break;
      if (itens.length < ITENS_POR_PAGINA) throw new TribunalIndisponivelError(MSG_DJEN_INDISPONIVEL, `pagina_${pagina}_incompleta`);
      pagina += 1;
    } catch (err) {
      if (!(err instanceof DjenLimiteError)) throw err;
      seguidos429 += 1;
      if (seguidos429 > MAX_429_SEGUIDOS) throw new TribunalIndisponivelError('O DJEN limitou as consultas (429).', 'limite');
      await o.esperar(env().TRIBUNAIS_ESPERA_429_MS);
    }
  }
  if (todas.length < total) throw new TribunalIndisponivelError(MSG_DJEN_INDISPONIVEL, 'pagina_incompleta');
  return todas;
}

/**
 * The cause recorded for a failed case (shown to the admin). An unexpected error is logged small (issue 36: a
 * failed insert of 15 000 rows logged its whole statement and parameters, 4.7 MB): its name, code and the start of
 * its message, never the query or its parameters.
 */
export function causaDe(err: unknown): string {
  if (err instanceof TribunalIndisponivelError) return err.causa;
  const e = err instanceof Error ? err : new Error(String(err));
  const causa = (e as { cause?: unknown }).cause;
  const origem = causa instanceof Error ? causa : e;
  const code = (origem as { code?: unknown }).code;
  logger.error(
    { erro: { nome: origem.name, codigo: typeof code === 'string' ? code : undefined, mensagem: origem.message.slice(0, 300) } },
    'Tribunais: erro inesperado ao sincronizar um processo',
  );
  return typeof code === 'string' ? `erro_interno_${code}` : 'erro_interno';
}

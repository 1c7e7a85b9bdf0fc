import { DjenLimiteError, MAX_PAGINAS, paginaDjen, ITENS_POR_PAGINA, type ComunicacaoDjen, type FiltroDjen } from '@/lib/courts/djen';
import { TribunalIndisponivelError } from '@/lib/courts/erros';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';

/** After this many 429 in a row on one case, DJEN is left for the next run (the case is counted as a failure). */
const MAX_429_SEGUIDOS = 3;

/** Every DJEN communication of a case (or a lawyer's OAB) since `desde`, page by page, waiting out a 429 before asking again. */
export async function comunicacoesDjen(filtro: FiltroDjen, desde: string, o: { esperar: (ms: number) => Promise<void>; pausa: number }): Promise<ComunicacaoDjen[]> {
  const todas: ComunicacaoDjen[] = [];
  let seguidos429 = 0;
  for (let pagina = 1; pagina <= MAX_PAGINAS; ) {
    try {
      const { count, itens } = await paginaDjen(filtro, desde, pagina);
      seguidos429 = 0;
      todas.push(...itens);
      if (itens.length < ITENS_POR_PAGINA || pagina * ITENS_POR_PAGINA >= count) break;
      pagina += 1;
      if (o.pausa > 0) await o.esperar(o.pausa);
    } catch (err) {
      if (!(err instanceof DjenLimiteError)) throw err;
      seguidos429 += 1;
      if (seguidos429 > MAX_429_SEGUIDOS) throw new TribunalIndisponivelError('O DJEN limitou as consultas (429).', 'limite');
      await o.esperar(env().TRIBUNAIS_ESPERA_429_MS);
    }
  }
  return todas;
}

export function causaDe(err: unknown): string {
  if (err instanceof TribunalIndisponivelError) return err.causa;
  logger.error({ err }, 'Tribunais: erro inesperado ao sincronizar um processo');
  return 'erro_interno';
}

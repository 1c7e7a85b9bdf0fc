import { logger } from '@/lib/log';
import { TABELA_PADRAO, type TabelaPrecos, type TabelaVigente } from '@/lib/domain/pricing/tabela';
import { tabelaVigente } from './vigente';

/** GET /api/precos (anyone signed in; the route requires the session). */
export async function lerPrecos(): Promise<TabelaVigente> {
  return tabelaVigente();
}

/**
 * The table in force for the prerendered public pages (/modelo, /gerador). During `next build` there is no database,
 * so the build renders SPEC's values; the running server regenerates the pages (ISR, and at once after PUT /api/precos).
 */
export async function tabelaParaPaginas(): Promise<TabelaPrecos> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return TABELA_PADRAO;
  try {
    return (await tabelaVigente()).tabela;
  } catch (err) {
    // A public page must still render if the database is briefly unavailable: SPEC's values until the next regeneration.
    logger.error({ err }, 'Falha ao ler a tabela de preços para as páginas públicas');
    return TABELA_PADRAO;
  }
}

import { desc, eq } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db/client';
import { tabelaPrecos } from '@/lib/db/schema';
import { isUniqueViolationOf } from '@/lib/db/pg-errors';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import { canEditPrecos } from '@/lib/domain/access';
import { TABELA_PADRAO, camposDaTabela, type TabelaPrecos, type TabelaVigente } from '@/lib/domain/pricing/tabela';
import { ConflictError } from '@/lib/errors';
import { logger } from '@/lib/log';
import type { TabelaPrecosInput } from '@/lib/validation/precos';

/** When version 1 (SPEC's values, written by migration 0040) is missing: SPEC's table, in force since always. */
const PADRAO: TabelaVigente = { versao: 1, vigenteDesde: new Date(0).toISOString(), tabela: TABELA_PADRAO };

export const MSG_PRECOS_CONCORRENTES = 'A tabela de preços acabou de ser alterada por outra pessoa. Recarregue a página e tente de novo.';

function vigente(row: typeof tabelaPrecos.$inferSelect): TabelaVigente {
  // Any field a stored table lacks takes SPEC's value (a version saved by an older build).
  return { versao: row.versao, vigenteDesde: row.vigenteDesde.toISOString(), tabela: { ...TABELA_PADRAO, ...row.tabela } };
}

/** The table in force (the highest version). Used by GET /api/precos, new cases, proposals and Orçamentos. */
export async function tabelaVigente(db?: DbOrTx): Promise<TabelaVigente> {
  const handle = db ?? (await getDb());
  const [row] = await handle.select().from(tabelaPrecos).orderBy(desc(tabelaPrecos.versao)).limit(1);
  return row ? vigente(row) : PADRAO;
}

/** The table of one version (a case's `precosVersao`): SPEC's values for version 1 or a version not stored. */
export async function tabelaDaVersao(versao: number, db?: DbOrTx): Promise<TabelaPrecos> {
  const handle = db ?? (await getDb());
  const [row] = await handle.select().from(tabelaPrecos).where(eq(tabelaPrecos.versao, versao)).limit(1);
  return row ? vigente(row).tabela : TABELA_PADRAO;
}

/** GET /api/precos (anyone signed in; the route requires the session). */
export async function lerPrecos(): Promise<TabelaVigente> {
  return tabelaVigente();
}

/**
 * PUT /api/precos (admins): the whole table becomes a new version, in force from `now`. Cases already registered
 * keep their version. Audited field by field (Auditoria: entidade 'tabela_precos', id = the new version).
 */
export async function salvarPrecos(actor: SessionUser, input: TabelaPrecosInput, now: Date = new Date()): Promise<TabelaVigente> {
  enforce(canEditPrecos(actor), 'Somente administradores alteram a tabela de preços.');
  const db = await getDb();
  const tabela: TabelaPrecos = {
    pacoteCompletoCentavos: input.pacoteCompletoCentavos,
    fasesCentavos: { 1: input.fasesCentavos[1], 2: input.fasesCentavos[2], 3: input.fasesCentavos[3], 4: input.fasesCentavos[4] },
    antecipacaoPorDiaCentavos: input.antecipacaoPorDiaCentavos,
    antecipacaoMaxDiasPorFase: input.antecipacaoMaxDiasPorFase,
    pacoteDuploDescontoBp: input.pacoteDuploDescontoBp,
    pacoteCorporativoDescontoBp: input.pacoteCorporativoDescontoBp,
    pacoteCorporativoMinimo: input.pacoteCorporativoMinimo,
    taxasPagamentoBp: { pix: input.taxasPagamentoBp.pix, cartao: input.taxasPagamentoBp.cartao, boleto: input.taxasPagamentoBp.boleto },
  };
  try {
    const row = await db.transaction(async (tx) => {
      const atual = await tabelaVigente(tx);
      const [novo] = await tx
        .insert(tabelaPrecos)
        .values({ versao: atual.versao + 1, tabela, vigenteDesde: now, autorId: actor.id })
        .returning();
      await registrarAlteracoes(tx, 'tabela_precos', novo.versao, camposDaTabela(atual.tabela), camposDaTabela(tabela), actor, null);
      return novo;
    });
    logger.info({ by: actor.id, versao: row.versao }, 'Tabela de preços alterada');
    return vigente(row);
  } catch (err) {
    if (isUniqueViolationOf(err)) throw new ConflictError(MSG_PRECOS_CONCORRENTES);
    throw err;
  }
}

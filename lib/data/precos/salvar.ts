import { getDb } from '@/lib/db/client';
import { tabelaPrecos } from '@/lib/db/schema';
import { isUniqueViolationOf } from '@/lib/db/pg-errors';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import { canEditPrecos } from '@/lib/domain/access';
import { camposDaTabela, completarTabela, type TabelaVigente } from '@/lib/domain/pricing/tabela';
import { ConflictError } from '@/lib/errors';
import { logger } from '@/lib/log';
import type { TabelaPrecosInput } from '@/lib/validation/precos';
import { lerEntrada, type Entrada } from '@/lib/data/entrada';
import { lerVersao, tabelaVigente } from './vigente';

export const MSG_PRECOS_CONCORRENTES = 'A tabela de preços acabou de ser alterada por outra pessoa. Recarregue a página e tente de novo.';

/**
 * PUT /api/precos (admins): the whole table becomes a new version, in force from `now`. Cases already registered
 * keep their version. Audited field by field (Auditoria: entidade 'tabela_precos', id = the new version).
 * A body without the per-justice-type grid (`fasesPorJustica`, added later) gives every type the general phase prices.
 */
export async function salvarPrecos(actor: SessionUser, entrada: Entrada<TabelaPrecosInput>, now: Date = new Date()): Promise<TabelaVigente> {
  enforce(canEditPrecos(actor), 'Somente administradores alteram a tabela de preços.');
  const input = await lerEntrada(entrada);
  const db = await getDb();
  const tabela = completarTabela(input);
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
    return lerVersao(row);
  } catch (err) {
    if (isUniqueViolationOf(err)) throw new ConflictError(MSG_PRECOS_CONCORRENTES);
    throw err;
  }
}

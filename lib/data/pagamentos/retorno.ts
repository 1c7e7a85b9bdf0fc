import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { pagamentos, processos } from '@/lib/db/schema';
import { visibleProcessos } from '@/lib/data/politica';
import { canPayProcesso, canViewCreditos } from '@/lib/domain/access';
import { PACOTE_LABELS } from '@/lib/domain/creditos';
import { PAGAMENTO_STATUS_LABELS } from '@/lib/domain/pagamentos';
import { NotFoundError } from '@/lib/errors';
import type { Actor } from './actor';

/**
 * The return pages: what we recorded for the payment the query names, shown only to someone who may see the case
 * (the query string itself proves nothing).
 */
export async function pagamentoDoRetorno(user: Actor, referencia: string) {
  const db = await getDb();
  const [pacote] = await db
    .select({ status: pagamentos.status, userId: pagamentos.userId, pacote: pagamentos.pacote })
    .from(pagamentos)
    .where(and(eq(pagamentos.referencia, referencia), eq(pagamentos.tipo, 'pacote')));
  if (pacote) {
    // A package: shown to its buyer and admins (the same people who see the créditos it buys).
    if (!pacote.userId || !pacote.pacote || !canViewCreditos(user, pacote.userId)) throw new NotFoundError('Pagamento não encontrado.');
    const t = pacote.pacote;
    return {
      status: pacote.status,
      statusLabel: PAGAMENTO_STATUS_LABELS[pacote.status],
      processo: null,
      pacote: { descricao: `pacote ${PACOTE_LABELS[t.pacote]}: ${t.processos} ${t.processos === 1 ? 'processo' : 'processos'}` },
    };
  }
  const [r] = await db
    .select({
      status: pagamentos.status,
      processoId: processos.id,
      numero: processos.numeroProcesso,
      requerente: processos.requerente,
      situacao: processos.situacao,
      ownerId: processos.ownerId,
      peritoId: processos.peritoId,
    })
    .from(pagamentos)
    .innerJoin(processos, eq(processos.id, pagamentos.processoId))
    .where(and(eq(pagamentos.referencia, referencia), visibleProcessos(user)));
  if (!r || !canPayProcesso(user, r)) throw new NotFoundError('Pagamento não encontrado.');
  return {
    status: r.status,
    statusLabel: PAGAMENTO_STATUS_LABELS[r.status],
    processo: { id: r.processoId, numero: r.numero, requerente: r.requerente, situacao: r.situacao },
    pacote: null,
  };
}

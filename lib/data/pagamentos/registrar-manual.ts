import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { pagamentos, processos } from '@/lib/db/schema';
import { enforce } from '@/lib/data/access';
import { recordEvent } from '@/lib/data/cronologia';
import { notifyCase } from '@/lib/data/notificacoes';
import { canRecordManualPayment } from '@/lib/domain/access';
import { formatCentavos } from '@/lib/domain/money';
import { ConflictError } from '@/lib/errors';
import type { Actor } from './actor';
import { toApi } from './api';
import { checkoutsSemUso } from './checkouts-sem-uso';
import { PROCESSO_JA_PAGO, processoPagavel } from './processo-pagavel';
import { emitirEvento } from '@/lib/data/webhooks/emitir';

/**
 * POST /api/pagamentos/manual: an admin records a payment received outside the provider (who, when, why). The case
 * moves from pendente to em análise like an approved checkout.
 */
export async function registrarPagamentoManual(user: Actor, idProcesso: number, motivo: string, now: Date = new Date()) {
  enforce(canRecordManualPayment(user));
  const db = await getDb();
  const p = await processoPagavel(db, user, idProcesso);
  if (p.situacao !== 'pendente') throw new ConflictError(PROCESSO_JA_PAGO);
  const row = await db.transaction(async (tx) => {
    const movido = await tx
      .update(processos)
      .set({ situacao: 'em_analise', updatedAt: now })
      .where(and(eq(processos.id, p.id), eq(processos.situacao, 'pendente')))
      .returning({ id: processos.id });
    if (movido.length === 0) throw new ConflictError(PROCESSO_JA_PAGO);
    await tx.update(pagamentos).set({ status: 'substituido', updatedAt: now }).where(checkoutsSemUso(p.id));
    const [r] = await tx
      .insert(pagamentos)
      .values({
        referencia: randomUUID(),
        processoId: p.id,
        userId: user.id,
        status: 'aprovado',
        valorCentavos: p.totalCentavos,
        moeda: 'BRL',
        meio: 'manual',
        motivo,
        aprovadoEm: now,
      })
      .returning();
    const evento = `Pagamento de ${formatCentavos(p.totalCentavos)} confirmado manualmente por ${user.nome}: ${motivo}`;
    await recordEvent({ processoId: p.id, userId: user.id, evento, tipo: 'situacao' }, tx);
    await recordEvent({ processoId: p.id, userId: user.id, evento: 'Situação alterada para Em análise', tipo: 'situacao' }, tx);
    await notifyCase({ processoId: p.id, actorId: user.id, tipo: 'situacao', mensagem: 'Pagamento confirmado; o processo está em análise.' }, tx);
    await emitirEvento(tx, 'pagamento.aprovado', p.id, { pagamentoId: r.id, valorCentavos: r.valorCentavos, meio: 'manual' });
    await emitirEvento(tx, 'processo.situacao', p.id, { situacao: 'em_analise', situacaoAnterior: 'pendente' });
    return r;
  });
  const [api] = await toApi(db, [row]);
  return api;
}

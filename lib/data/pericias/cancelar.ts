import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { pericias, processos } from '@/lib/db/schema';
import { enforce, visiblePericias } from '@/lib/data/politica';
import { refreshProximoPrazo } from '@/lib/data/prazos';
import { canDeletePericia, canManageAgenda } from '@/lib/domain/access';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import { notificarCaso } from '@/lib/data/notificacoes';
import { NotFoundError } from '@/lib/errors';
import { avisarCancelamento } from '@/lib/data/periciado/cancelamento';
import { describe, PERICIA_NOT_FOUND, ADVOGADO_READ_ONLY, type Actor } from './shared';

export async function excluirPericia(user: Actor, id: number): Promise<void> {
  enforce(canManageAgenda(user), ADVOGADO_READ_ONLY);
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ row: pericias, ownerId: processos.ownerId, peritoId: processos.peritoId })
      .from(pericias)
      .leftJoin(processos, eq(processos.id, pericias.processoId))
      .where(and(eq(pericias.id, id), visiblePericias(tx, user)))
      .limit(1);
    const caso = found && found.ownerId !== null ? { ownerId: found.ownerId, peritoId: found.peritoId } : null;
    if (!found || !canDeletePericia(user, { caso, createdBy: found.row.createdBy })) throw new NotFoundError(PERICIA_NOT_FOUND);
    const row = found.row;
    // Issue 38: the periciado informed of this perícia is told it was cancelled (outbox, same transaction).
    await avisarCancelamento(tx, row);
    await tx.delete(pericias).where(eq(pericias.id, id));
    if (row.processoId) {
      // Its art. 466 deadline went with it (ON DELETE CASCADE): the case's next deadline changes.
      await refreshProximoPrazo(tx, [row.processoId]);
      const what = describe(row);
      await registrarOcorrencia({ processoId: row.processoId, userId: user.id, evento: `Perícia cancelada: ${what}`, tipo: 'pericia' }, tx);
      // Field-level history (LGPD): what the cancelled perícia held, under the case's Cronologia event.
      const apagado = { nome: null, tipo: null, observacao: null, endereco: null, dataStart: null, dataEnd: null };
      await registrarAlteracoes(tx, 'pericia', row.id, row, apagado, user, row.processoId);
      await notificarCaso(
        { processoId: row.processoId, actorId: user.id, tipo: 'pericia', mensagem: `Perícia cancelada: ${what}.` },
        tx,
      );
    }
  });
}

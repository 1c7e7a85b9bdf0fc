import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { processoFases, processos, type Etapa } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { canCompleteFase, canReopenFase } from '@/lib/domain/access';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { notificarCaso } from '@/lib/data/notificacoes';
import { faseTemEntrega } from '@/lib/data/entregas';
import { MSG_FASE_SEM_ENTREGA } from '@/lib/domain/entregas';
import { AGUARDANDO_PAGAMENTO, isPago } from '@/lib/domain/pagamentos';
import { etapaAfterPhases, nomeFase, rotuloFaseAtual, rotuloServico } from '@/lib/domain/status';
import { ConflictError, NotFoundError } from '@/lib/errors';
import { findVisible } from './shared';

// ---------------------------------------------------------------------------------------------------
// Phase completion (canCompleteFase)

export async function concluirFase(
  user: SessionUser,
  id: number,
  idFase: number,
  now: Date = new Date(),
): Promise<{ id_fase: number; fase_concluida: 1; etapa: Etapa; fase_atual: string }> {
  const db = await getDb();
  const current = await findVisible(db, user, id);
  enforce(canCompleteFase(user, current));
  if (!isPago(current.situacao)) throw new ConflictError(AGUARDANDO_PAGAMENTO);
  const fases = await db.select().from(processoFases).where(eq(processoFases.processoId, id));
  const fase = fases.find((f) => f.idFase === idFase);
  if (!fase) throw new NotFoundError('Fase não encontrada neste processo.');
  if (fase.concluida) throw new ConflictError('Esta fase já foi concluída.');
  // A phase is complete when its deliverable exists (issue 14): a published entrega or a file of the phase.
  if (!(await faseTemEntrega(db, id, idFase))) throw new ConflictError(MSG_FASE_SEM_ENTREGA);

  // 'finalizado' is derived from the phases (etapaAfterPhases), never stored: only the phase row changes.
  const antes = etapaAfterPhases(current.etapa, fases);
  const depois = fases.map((f) => (f.idFase === idFase ? { ...f, concluida: true } : f));
  const etapa = etapaAfterPhases(current.etapa, depois);
  await db.transaction(async (t) => {
    const [ok] = await t
      .update(processoFases)
      .set({ concluida: true, concluidaEm: now })
      .where(and(eq(processoFases.id, fase.id), eq(processoFases.concluida, false)))
      .returning({ id: processoFases.id });
    if (!ok) throw new ConflictError('Esta fase já foi concluída.');
    await t.update(processos).set({ updatedAt: now }).where(eq(processos.id, id));
    const evento = `${rotuloServico(idFase)} concluída (${nomeFase(idFase)})`;
    await registrarOcorrencia({ processoId: id, userId: user.id, evento, tipo: 'fase' }, t);
    await notificarCaso({ processoId: id, actorId: user.id, tipo: 'fase', mensagem: evento }, t);
    if (etapa !== antes) {
      await registrarOcorrencia({ processoId: id, userId: user.id, evento: 'Todas as fases concluídas: trabalho finalizado', tipo: 'etapa' }, t);
    }
  });
  return { id_fase: idFase, fase_concluida: 1, etapa, fase_atual: rotuloFaseAtual(depois) };
}

/**
 * An admin reopens a completed phase, with a reason kept in the Cronologia (issue 13). The etapa follows from
 * the phases again (a 'finalizado' case is back in its workflow stage).
 */
export async function reabrirFase(
  user: SessionUser,
  id: number,
  idFase: number,
  motivo: string,
): Promise<{ id_fase: number; fase_concluida: 0; etapa: Etapa; fase_atual: string }> {
  enforce(canReopenFase(user), 'Somente um administrador pode reabrir uma fase.');
  const db = await getDb();
  const current = await findVisible(db, user, id);
  const fases = await db.select().from(processoFases).where(eq(processoFases.processoId, id));
  const fase = fases.find((f) => f.idFase === idFase);
  if (!fase) throw new NotFoundError('Fase não encontrada neste processo.');
  if (!fase.concluida) throw new ConflictError('Esta fase não está concluída.');
  const depois = fases.map((f) => (f.idFase === idFase ? { ...f, concluida: false } : f));
  await db.transaction(async (t) => {
    const [ok] = await t
      .update(processoFases)
      .set({ concluida: false, concluidaEm: null })
      .where(and(eq(processoFases.id, fase.id), eq(processoFases.concluida, true)))
      .returning({ id: processoFases.id });
    if (!ok) throw new ConflictError('Esta fase não está concluída.');
    await t.update(processos).set({ updatedAt: new Date() }).where(eq(processos.id, id));
    const evento = `${rotuloServico(idFase)} reaberta (${nomeFase(idFase)}). Motivo: ${motivo}`;
    await registrarOcorrencia({ processoId: id, userId: user.id, evento, tipo: 'fase' }, t);
    await notificarCaso({ processoId: id, actorId: user.id, tipo: 'fase', mensagem: `${rotuloServico(idFase)} reaberta (${nomeFase(idFase)})` }, t);
  });
  return { id_fase: idFase, fase_concluida: 0, etapa: etapaAfterPhases(current.etapa, depois), fase_atual: rotuloFaseAtual(depois) };
}

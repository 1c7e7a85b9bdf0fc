import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { processos } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce, visibleProcessos } from '@/lib/data/politica';
import { canRefuseNomeacao } from '@/lib/domain/access';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { notificarAdmins } from '@/lib/data/notificacoes';
import { ETAPA_LABELS } from '@/lib/domain/status';
import { ConflictError, NotFoundError } from '@/lib/errors';
import { casoColumns } from './cartoes';

/**
 * The assigned perito refuses the nomination (before accepting it), with a reason: the case loses its perito,
 * the Cronologia keeps the reason and every admin is notified so they can assign another.
 */
export async function recusarNomeacao(
  user: Pick<SessionUser, 'id' | 'role' | 'nome'>,
  processoId: number,
  motivo: string,
  now: Date = new Date(),
): Promise<{ message: string }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [caso] = await tx.select(casoColumns).from(processos).where(and(eq(processos.id, processoId), visibleProcessos(user)));
    if (!caso) throw new NotFoundError('Processo não encontrado.');
    enforce(canRefuseNomeacao(user, caso), 'Somente o perito designado pode recusar a nomeação.');
    if (caso.etapa !== 'inicio') {
      throw new ConflictError(`A nomeação só pode ser recusada antes de aceita (o processo está em "${ETAPA_LABELS[caso.etapa]}").`);
    }
    const updated = await tx
      .update(processos)
      .set({ peritoId: null, updatedAt: now })
      .where(and(eq(processos.id, caso.id), eq(processos.peritoId, user.id), eq(processos.etapa, 'inicio')))
      .returning({ id: processos.id });
    if (updated.length === 0) throw new ConflictError('O processo mudou. Atualize a página e tente novamente.');
    await registrarOcorrencia({ processoId: caso.id, userId: user.id, evento: `Nomeação recusada pelo perito ${user.nome}. Motivo: ${motivo}`, tipo: 'perito' }, tx);
    await notificarAdmins(
      tx,
      { processoId: caso.id, actorId: user.id, tipo: 'perito', mensagem: `Nomeação recusada por ${user.nome}: designe outro perito. Motivo: ${motivo}` },
    );
    return { message: 'Nomeação recusada. O administrador foi avisado.' };
  });
}

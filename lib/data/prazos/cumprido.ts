import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { prazosProcesso, processos } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { prazosVisiveis } from '@/lib/data/politica';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { notificarCaso } from '@/lib/data/notificacoes';
import { canCumprirPrazo } from '@/lib/domain/access';
import { formatDate, todayInBrazil } from '@/lib/domain/dates';
import { PRAZO_TIPO_LABELS, statusEfetivo } from '@/lib/domain/prazos-processo';
import { ConflictError, ForbiddenError, NotFoundError } from '@/lib/errors';
import { refreshProximoPrazo } from './calendario';
import { type PrazoAberto } from './abertos';

export const PRAZO_NAO_ENCONTRADO = 'Prazo não encontrado.';
export const MSG_PRAZO_NAO_ABERTO = 'Este prazo não está aberto: só um prazo em curso pode ser marcado como cumprido.';
export const MSG_PRAZO_PROIBIDO = 'Somente quem cumpre este prazo (ou um administrador) pode marcá-lo como cumprido.';

/**
 * POST /api/prazos/{id}/cumprido: an open deadline marked as met by whoever acts on it (canCumprirPrazo), e.g.
 * the art. 465 one once the quesitos are filed: its reminders stop and the case's next deadline moves on.
 * A deadline of a case the caller does not see is 404; one already met or past its end 409.
 */
export async function marcarPrazoCumprido(user: Pick<SessionUser, 'id' | 'role'>, prazoId: number, now: Date = new Date()): Promise<PrazoAberto> {
  const today = todayInBrazil(now);
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ z: prazosProcesso, numero: processos.numeroProcesso, ownerId: processos.ownerId, peritoId: processos.peritoId })
      .from(prazosProcesso)
      .innerJoin(processos, eq(processos.id, prazosProcesso.processoId))
      .where(and(eq(prazosProcesso.id, prazoId), prazosVisiveis(user)))
      .for('update', { of: prazosProcesso });
    if (!row) throw new NotFoundError(PRAZO_NAO_ENCONTRADO);
    const { z } = row;
    if (!canCumprirPrazo(user, row, z.tipo)) throw new ForbiddenError(MSG_PRAZO_PROIBIDO);
    if (statusEfetivo(z.status, z.fim, today) !== 'aberto') throw new ConflictError(MSG_PRAZO_NAO_ABERTO);
    await tx.update(prazosProcesso).set({ status: 'cumprido', updatedAt: now }).where(eq(prazosProcesso.id, z.id));
    await refreshProximoPrazo(tx, [z.processoId]);
    const texto = `Prazo cumprido: ${PRAZO_TIPO_LABELS[z.tipo]} (vencia em ${formatDate(z.fim)}).`;
    await registrarOcorrencia({ processoId: z.processoId, userId: user.id, evento: texto, tipo: 'prazo' }, tx);
    await notificarCaso({ processoId: z.processoId, actorId: user.id, tipo: 'etapa', mensagem: texto }, tx);
    return { id: z.id, id_processo: z.processoId, numero: row.numero, tipo: z.tipo, inicio: z.inicio, fim: z.fim, status: 'cumprido' };
  });
}

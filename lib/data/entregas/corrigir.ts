import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { entregas } from '@/lib/db/schema';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { tituloServico } from '@/lib/domain/status';
import { ConflictError } from '@/lib/errors';
import { casoParaEscrever, type Usuario } from './caso';
import { toView, type EntregaView } from './vista';

export const MSG_ENTREGA_NAO_PUBLICADA_CORRIGIR = 'Só uma entrega publicada pode ser reaberta para correção.';

/**
 * 'Corrigir entrega': the perito (or an admin) reopens a published deliverable as a draft, with a reason kept in
 * the Cronologia. Its PDF and DOCX stay with the case (and the phase stays delivered) until it is published
 * again; then they are kept as the replaced version and the owner advogado is told of the correction.
 */
export async function corrigirEntrega(user: Usuario, processoId: number, idFase: number, motivo: string): Promise<EntregaView> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const caso = await casoParaEscrever(tx, user, processoId, idFase);
    const [e] = await tx
      .select()
      .from(entregas)
      .where(and(eq(entregas.processoId, processoId), eq(entregas.idFase, idFase)))
      .for('update');
    if (e?.status !== 'publicada') throw new ConflictError(MSG_ENTREGA_NAO_PUBLICADA_CORRIGIR);
    const now = new Date();
    const [saved] = await tx.update(entregas).set({ status: 'rascunho', autorId: user.id, updatedAt: now }).where(eq(entregas.id, e.id)).returning();
    const evento = `Entrega reaberta para correção: ${e.titulo} (${tituloServico(idFase)}). Motivo: ${motivo}`;
    await registrarOcorrencia({ processoId, userId: user.id, evento, tipo: 'documento' }, tx);
    return toView(tx, user, caso, saved);
  });
}

import { eq } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { notificacoes, processos } from '@/lib/db/schema';

export type NotificacaoTipo = 'quesito' | 'pericia' | 'fase' | 'situacao' | 'etapa' | 'perito';

/**
 * Notifies the people of a case (owner advogado and assigned perito) of a change, except the person
 * who made it. Pass the transaction when inside one.
 */
export async function notifyCase(
  n: { processoId: number; actorId: number | null; tipo: NotificacaoTipo; mensagem: string },
  tx?: Db,
): Promise<void> {
  const db = tx ?? (await getDb());
  const [p] = await db
    .select({ ownerId: processos.ownerId, peritoId: processos.peritoId })
    .from(processos)
    .where(eq(processos.id, n.processoId));
  if (!p) return;
  const recipients = [...new Set([p.ownerId, p.peritoId].filter((id): id is number => id !== null && id !== n.actorId))];
  if (recipients.length === 0) return;
  await db
    .insert(notificacoes)
    .values(recipients.map((userId) => ({ userId, processoId: n.processoId, tipo: n.tipo, mensagem: n.mensagem })));
}

import { and, eq, inArray } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db/client';
import { notificacoes, processos, users } from '@/lib/db/schema';
import { mensagemNotificacao } from '@/lib/domain/notificacao';

export type NotificacaoTipo = 'quesito' | 'pericia' | 'fase' | 'situacao' | 'etapa' | 'perito' | 'lembrete' | 'entrega' | 'andamento' | 'publicacao';

/**
 * Notifies the people of a case (owner advogado and assigned perito) of a change, except the person
 * who made it. The message names the case (number, or requerente when there is none). A person who
 * still has the very same unread notification of this case is not notified twice.
 * Pass the transaction when inside one.
 */
export async function notificarCaso(
  n: { processoId: number; actorId: number | null; tipo: NotificacaoTipo; mensagem: string },
  tx?: DbOrTx,
): Promise<void> {
  const db = tx ?? (await getDb());
  const [p] = await db
    .select({ ownerId: processos.ownerId, peritoId: processos.peritoId, numero: processos.numeroProcesso, requerente: processos.requerente })
    .from(processos)
    .where(eq(processos.id, n.processoId));
  if (!p) return;
  const recipients = [...new Set([p.ownerId, p.peritoId].filter((id): id is number => id !== null && id !== n.actorId))];
  if (recipients.length === 0) return;
  const mensagem = mensagemNotificacao(p, n.mensagem);
  const pending = await db
    .select({ userId: notificacoes.userId })
    .from(notificacoes)
    .where(
      and(
        inArray(notificacoes.userId, recipients),
        eq(notificacoes.processoId, n.processoId),
        eq(notificacoes.tipo, n.tipo),
        eq(notificacoes.mensagem, mensagem),
        eq(notificacoes.lida, false),
      ),
    );
  const already = new Set(pending.map((r) => r.userId));
  const to = recipients.filter((id) => !already.has(id));
  if (to.length === 0) return;
  await db.insert(notificacoes).values(to.map((userId) => ({ userId, processoId: n.processoId, tipo: n.tipo, mensagem })));
}

/**
 * Notifies every active admin (e.g. a perito refused a nomination: someone must assign another), except the
 * person who made the change. Pass the transaction when inside one.
 */
export async function notificarAdmins(
  tx: DbOrTx | undefined,
  n: { processoId: number; actorId: number | null; tipo: NotificacaoTipo; mensagem: string },
): Promise<void> {
  const db = tx ?? (await getDb());
  const [p] = await db
    .select({ numero: processos.numeroProcesso, requerente: processos.requerente })
    .from(processos)
    .where(eq(processos.id, n.processoId));
  if (!p) return;
  const mensagem = mensagemNotificacao(p, n.mensagem);
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.ativo, true)));
  const to = admins.map((a) => a.id).filter((id) => id !== n.actorId);
  if (to.length === 0) return;
  await db.insert(notificacoes).values(to.map((userId) => ({ userId, processoId: n.processoId, tipo: n.tipo, mensagem })));
}

import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { convites } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { emitirLinkDeSenha, SETUP_TOKEN_TTL_MS } from '@/lib/data/auth/password/links';
import { canInviteUsers } from '@/lib/domain/access';
import { logger } from '@/lib/log';
import { assertPending, killLinks, travarContaDoConvite, pendingRow, shape, type ConviteEnviado } from './convite';
import { enviarConvite } from './enviar-convite';

/** POST /api/user/invite/{id}/reenviar (admins): a new link (72 h) by e-mail; every earlier link stops working. */
export async function reenviarConvite(actor: SessionUser, id: number): Promise<ConviteEnviado> {
  enforce(canInviteUsers(actor));
  const db = await getDb();
  const { row, link, expiresAt } = await db.transaction(async (tx) => {
    await travarContaDoConvite(tx, id);
    const row = assertPending(await pendingRow(tx, id));
    const now = new Date();
    await killLinks(tx, row.userId, now);
    const issued = await emitirLinkDeSenha(row.userId, SETUP_TOKEN_TTL_MS, tx, 'convite');
    await tx.update(convites).set({ sentAt: now, expiresAt: issued.expiresAt }).where(eq(convites.id, id));
    return { row, ...issued };
  });
  const emailEnviado = await enviarConvite(row.email, row.nome, row.role, link, expiresAt, id);
  logger.info({ conviteId: id, by: actor.id }, 'Convite reenviado');
  return { ...shape((await pendingRow(db, id))!), emailEnviado };
}

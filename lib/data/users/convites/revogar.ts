import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { convites, users } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { canInviteUsers } from '@/lib/domain/access';
import { logger } from '@/lib/log';
import { assertPending, killLinks, travarContaDoConvite, pendingRow } from './convite';

/**
 * DELETE /api/user/invite/{id} (admins): every link of the invitation stops working and the account is
 * deactivated (it cannot be used, not even through 'Esqueci minha senha'). The e-mail may be invited again.
 */
export async function revogarConvite(actor: SessionUser, id: number): Promise<void> {
  enforce(canInviteUsers(actor));
  const db = await getDb();
  await db.transaction(async (tx) => {
    await travarContaDoConvite(tx, id);
    const row = assertPending(await pendingRow(tx, id));
    const now = new Date();
    await killLinks(tx, row.userId, now);
    await tx.update(convites).set({ revokedAt: now }).where(eq(convites.id, id));
    await tx
      .update(users)
      .set({ ativo: false, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: now })
      .where(eq(users.id, row.userId));
  });
  logger.info({ conviteId: id, by: actor.id }, 'Convite revogado');
}

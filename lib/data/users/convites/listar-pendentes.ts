import { and, desc, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { convites } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { canInviteUsers } from '@/lib/domain/access';
import { selectConvites, shape, type ConvitePendente } from './convite';

/** GET /api/user/invite (admins): the invitations not yet accepted nor revoked, newest first. */
export async function listarConvitesPendentes(actor: SessionUser): Promise<ConvitePendente[]> {
  enforce(canInviteUsers(actor));
  const db = await getDb();
  const rows = await selectConvites(db)
    .where(and(isNull(convites.acceptedAt), isNull(convites.revokedAt)))
    .orderBy(desc(convites.sentAt), desc(convites.id))
    .limit(200);
  const now = new Date();
  return rows.map((r) => shape(r, now));
}

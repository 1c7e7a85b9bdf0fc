import { and, count, eq, isNull } from 'drizzle-orm';
import { getDb, toNumber } from '@/lib/db/client';
import { mfaRecoveryCodes } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { canDisableMfa, mustEnrolMfa } from '@/lib/domain/access';
import { env } from '@/lib/env';
import { enabledRow } from './codes';

export type MfaStatus = { enabled: boolean; recoveryCodesLeft: number; required: boolean; canDisable: boolean };

/** GET /api/auth/mfa: the Configurações panel. */
export async function lerSituacaoMfa(user: SessionUser): Promise<MfaStatus> {
  const db = await getDb();
  const row = await enabledRow(user.id);
  const [left] = row
    ? await db
        .select({ n: count() })
        .from(mfaRecoveryCodes)
        .where(and(eq(mfaRecoveryCodes.userId, user.id), isNull(mfaRecoveryCodes.usedAt)))
    : [{ n: 0 }];
  const roles = env().MFA_REQUIRED_ROLES;
  return {
    enabled: Boolean(row),
    recoveryCodesLeft: toNumber(left?.n),
    required: mustEnrolMfa({ role: user.role, mfa: false }, roles),
    canDisable: canDisableMfa(user, roles),
  };
}

import { getDb } from '@/lib/db/client';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { codeKind } from '@/lib/domain/mfa';
import { ConflictError, ValidationError } from '@/lib/errors';
import { consumirTotp, enabledRow, limit, MSG_NOT_ENABLED, MSG_WRONG_CODE, newRecoveryCodes } from './codes';

/** POST /api/auth/mfa/recovery-codes { code }: ten new codes; the old ones stop working. */
export async function regenerarCodigosDeRecuperacao(user: SessionUser, code: string, now: Date = new Date()): Promise<{ recoveryCodes: string[] }> {
  await limit(user.id);
  const db = await getDb();
  const row = await enabledRow(user.id);
  if (!row) throw new ConflictError(MSG_NOT_ENABLED);
  if (codeKind(code) !== 'totp' || !(await consumirTotp(db, user.id, row.secretEnc, user.email, code, now))) {
    throw new ValidationError(MSG_WRONG_CODE, { code: MSG_WRONG_CODE });
  }
  return db.transaction(async (tx) => ({ recoveryCodes: await newRecoveryCodes(tx, user.id) }));
}

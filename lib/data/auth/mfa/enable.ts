import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mfaTotp } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { codeKind } from '@/lib/domain/mfa';
import { ConflictError, ValidationError } from '@/lib/errors';
import { avisarMfaAlterada, registrarAvisoMfa } from './aviso';
import { consumirTotp, limit, MSG_ALREADY_ENABLED, MSG_NO_SETUP, MSG_WRONG_CODE, newRecoveryCodes } from './codes';

/** POST /api/auth/mfa/enable { code }: a code from the app turns it on; answers the ten recovery codes. */
export async function ativarMfa(user: SessionUser, code: string, now: Date = new Date()): Promise<{ recoveryCodes: string[] }> {
  await limit(user.id);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(mfaTotp).where(eq(mfaTotp.userId, user.id)).for('update');
    if (!row) throw new ConflictError(MSG_NO_SETUP);
    if (row.enabledAt) throw new ConflictError(MSG_ALREADY_ENABLED);
    if (codeKind(code) !== 'totp' || !(await consumirTotp(tx, user.id, row.secretEnc, user.email, code, now))) {
      throw new ValidationError(MSG_WRONG_CODE, { code: MSG_WRONG_CODE });
    }
    await tx.update(mfaTotp).set({ enabledAt: now, updatedAt: now }).where(eq(mfaTotp.userId, user.id));
    return { recoveryCodes: await newRecoveryCodes(tx, user.id), aviso: await registrarAvisoMfa(tx, user.id, 'ativada', now) };
  });
  await avisarMfaAlterada(result.aviso);
  return { recoveryCodes: result.recoveryCodes };
}

import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mfaRecoveryCodes, mfaTotp, users } from '@/lib/db/schema';
import { verifyPassword } from '@/lib/security/passwords';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { canDisableMfa } from '@/lib/domain/access';
import { env } from '@/lib/env';
import { ConflictError, ForbiddenError, ValidationError } from '@/lib/errors';
import { avisarMfaAlterada, registrarAvisoMfa } from './aviso';
import { consumirQualquerCodigo, enabledRow, limit, MSG_NOT_ENABLED, MSG_REQUIRED, MSG_WRONG_CODE, MSG_WRONG_PASSWORD } from './codes';

/** POST /api/auth/mfa/disable { senha, code }: password and a current code (or a recovery code). */
export async function desativarMfa(user: SessionUser, senha: string, code: string, now: Date = new Date()): Promise<void> {
  if (!canDisableMfa(user, env().MFA_REQUIRED_ROLES)) throw new ForbiddenError(MSG_REQUIRED);
  await limit(user.id);
  const db = await getDb();
  const row = await enabledRow(user.id);
  if (!row) throw new ConflictError(MSG_NOT_ENABLED);
  const [owner] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!(await verifyPassword(senha, owner?.hash))) throw new ValidationError(MSG_WRONG_PASSWORD, { senha: MSG_WRONG_PASSWORD });
  if (!(await consumirQualquerCodigo(db, user.id, row.secretEnc, user.email, code, now))) throw new ValidationError(MSG_WRONG_CODE, { code: MSG_WRONG_CODE });
  const aviso = await db.transaction(async (tx) => {
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id));
    await tx.delete(mfaTotp).where(eq(mfaTotp.userId, user.id));
    return registrarAvisoMfa(tx, user.id, 'desativada', now);
  });
  await avisarMfaAlterada(aviso);
}

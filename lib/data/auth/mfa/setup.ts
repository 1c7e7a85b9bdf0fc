import { isNull } from 'drizzle-orm';
import { Secret } from 'otpauth';
import { getDb } from '@/lib/db/client';
import { mfaTotp } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { ConflictError } from '@/lib/errors';
import { seal } from '@/lib/security/secret-box';
import { context, enabledRow, MSG_ALREADY_ENABLED, totp } from './codes';

/** POST /api/auth/mfa/setup: a new secret (replacing an unconfirmed one), not active until a code confirms it. */
export async function iniciarConfiguracaoMfa(user: SessionUser): Promise<{ secret: string; otpauthUrl: string }> {
  const db = await getDb();
  if (await enabledRow(user.id)) throw new ConflictError(MSG_ALREADY_ENABLED);
  const secret = new Secret({ size: 20 }).base32;
  const secretEnc = seal(secret, context(user.id));
  const now = new Date();
  await db
    .insert(mfaTotp)
    .values({ userId: user.id, secretEnc, enabledAt: null, lastStep: null, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: mfaTotp.userId, set: { secretEnc, lastStep: null, updatedAt: now }, setWhere: isNull(mfaTotp.enabledAt) });
  return { secret, otpauthUrl: totp(secret, user.email).toString() };
}

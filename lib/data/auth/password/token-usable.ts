import { and, eq, gt, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { passwordResetTokens, users } from '@/lib/db/schema';
import { hashResetToken } from './links';

/**
 * Whether a reset link can still be used (known, unused, not expired, its user active): /reset-password asks
 * this when it opens, so a used or expired link says so at once. The token is a 256-bit secret, so the answer
 * tells nothing about which e-mails exist.
 */
export async function isResetTokenUsable(token: string, now: Date = new Date()): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const db = await getDb();
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashResetToken(token)),
        // An invitation's link opens /convite only (issue 28).
        eq(passwordResetTokens.finalidade, 'redefinicao'),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
        eq(users.ativo, true),
      ),
    )
    .limit(1);
  return Boolean(row);
}

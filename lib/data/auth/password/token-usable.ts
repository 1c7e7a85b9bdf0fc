import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { passwordResetTokens, users } from '@/lib/db/schema';
import { FORMATO_TOKEN, linkUtilizavel } from './links';

/**
 * Whether a reset link can still be used (known, unused, not expired, its user active): /reset-password asks
 * this when it opens, so a used or expired link says so at once. The token is a 256-bit secret, so the answer
 * tells nothing about which e-mails exist.
 */
export async function isResetTokenUsable(token: string, now: Date = new Date()): Promise<boolean> {
  if (!FORMATO_TOKEN.test(token)) return false;
  const db = await getDb();
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    // An invitation's link opens /convite only (issue 28).
    .where(linkUtilizavel(token, 'redefinicao', now))
    .limit(1);
  return Boolean(row);
}

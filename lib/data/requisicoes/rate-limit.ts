import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import { getDb, toNumber } from '@/lib/db/client';
import { rateLimitHits } from '@/lib/db/schema';
import { TooManyRequestsError } from '@/lib/errors';

/**
 * 429 for a window whose oldest counted hit is `oldest`: it says in how many minutes that hit leaves the
 * window ('Muitas tentativas. Tente novamente em N minutos.' unless `message` words it otherwise).
 */
export function tooManyUntil(
  oldest: Date | null,
  windowMs: number,
  now: number,
  message?: (minutes: number) => string,
): TooManyRequestsError {
  const minutes = Math.max(1, Math.ceil(((oldest?.getTime() ?? now) + windowMs - now) / 60_000));
  return new TooManyRequestsError(message?.(minutes) ?? `Muitas tentativas. Tente novamente em ${minutes} minutos.`, minutes * 60);
}

/**
 * Counts one hit for `key` (e.g. "contato:203.0.113.7") and throws 429 when `limit` hits already happened
 * within `windowMs`. Stored in the database so the limit holds across app instances. The hit is recorded
 * first and judged by the hits recorded before it (by id), so simultaneous requests cannot all pass
 * together; a refused hit is removed (it did nothing).
 */
export async function hitRateLimit(key: string, limit: number, windowMs: number, message?: (minutes: number) => string) {
  const db = await getDb();
  const now = Date.now();
  const since = new Date(now - windowMs);
  const [mine] = await db.insert(rateLimitHits).values({ key }).returning({ id: rateLimitHits.id });
  const [row] = await db
    .select({ n: count(), oldest: min(rateLimitHits.createdAt) })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.createdAt, since), lt(rateLimitHits.id, mine.id)));
  if (toNumber(row?.n) >= limit) {
    await db.delete(rateLimitHits).where(eq(rateLimitHits.id, mine.id));
    throw tooManyUntil(row?.oldest ? new Date(row.oldest) : null, windowMs, now, message);
  }
  // Opportunistic clean-up of this key's expired hits.
  await db.delete(rateLimitHits).where(and(eq(rateLimitHits.key, key), lt(rateLimitHits.createdAt, since)));
}

import { and, count, eq, gt, lt, max, sql } from 'drizzle-orm';
import { getDb, toNumber, type DbOrTx } from '@/lib/db/client';
import { loginAttempts } from '@/lib/db/schema';
import { UNKNOWN_CLIENT } from '@/lib/domain/client-address';
import { ACCOUNT_MEMORY_MS, accountLockedUntil } from '@/lib/domain/login-throttle';
import { TooManyRequestsError } from '@/lib/errors';
import { tooManyUntil } from '@/lib/data/requisicoes/rate-limit';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT_IP = 5;
export const MAX_FAILURES_PER_IP = 20;

/** Failures recorded before attempt `beforeId` matching `where`, since `since`. */
async function failures(db: DbOrTx, where: ReturnType<typeof and>, since: Date, beforeId: number) {
  const [row] = await db
    .select({ n: count(), latest: max(loginAttempts.createdAt), oldest: sql<Date | string | null>`min(${loginAttempts.createdAt})` })
    .from(loginAttempts)
    .where(and(where, eq(loginAttempts.success, false), gt(loginAttempts.createdAt, since), lt(loginAttempts.id, beforeId)));
  return {
    n: toNumber(row?.n),
    latest: row?.latest ? new Date(row.latest) : null,
    oldest: row?.oldest ? new Date(row.oldest) : null,
  };
}

/**
 * Throws 429 when login attempt `id` must be refused; else answers the account's failures before it. Limits
 * (DESIGN §10): per account, whatever the address (lib/domain/login-throttle); per (account, address) and per
 * address only when the address is known (with no known address every client would share one bucket).
 */
export async function julgarTentativaDeLogin(db: DbOrTx, email: string, ip: string, now: Date, id: number): Promise<number> {
  const nowMs = now.getTime();
  const [lastSuccess] = await db
    .select({ at: max(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.success, true), lt(loginAttempts.id, id)));
  const memory = new Date(nowMs - ACCOUNT_MEMORY_MS);
  const since = lastSuccess?.at && new Date(lastSuccess.at) > memory ? new Date(lastSuccess.at) : memory;
  const account = await failures(db, eq(loginAttempts.email, email), since, id);
  const until = accountLockedUntil(account.n, account.latest, now);
  if (until) {
    const minutes = Math.max(1, Math.ceil((until.getTime() - nowMs) / 60_000));
    throw new TooManyRequestsError(
      `Muitas tentativas com senha errada nesta conta. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} ou redefina a senha.`,
      minutes * 60,
    );
  }

  if (ip !== UNKNOWN_CLIENT) {
    const windowStart = new Date(Math.max(nowMs - LOGIN_WINDOW_MS, since.getTime() - 1));
    const byAccountIp = await failures(db, and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)), windowStart, id);
    if (byAccountIp.n >= MAX_FAILURES_PER_ACCOUNT_IP) throw tooManyUntil(byAccountIp.oldest, LOGIN_WINDOW_MS, nowMs);
    const byIp = await failures(db, eq(loginAttempts.ip, ip), new Date(nowMs - LOGIN_WINDOW_MS), id);
    if (byIp.n >= MAX_FAILURES_PER_IP) throw tooManyUntil(byIp.oldest, LOGIN_WINDOW_MS, nowMs);
  }
  return account.n;
}

/** A password set through an e-mailed link proves the owner: it ends the account's series of failures. */
export async function registrarSenhaDefinida(email: string, ip: string, db?: DbOrTx): Promise<void> {
  await (db ?? (await getDb())).insert(loginAttempts).values({ email: normalizarEmail(email), ip, success: true });
}

export function normalizarEmail(email: string): string {
  return email.trim().toLowerCase();
}

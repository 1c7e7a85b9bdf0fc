import { and, count, eq, gt, min } from 'drizzle-orm';
import { getDb, toNumber } from '@/lib/db/client';
import { loginAttempts } from '@/lib/db/schema';
import { UNKNOWN_CLIENT } from '@/lib/domain/client-address';
import { LOGIN_WINDOW_MS, MAX_FAILURES_PER_IP } from '@/lib/data/auth/login-throttle';
import { tooManyUntil } from '@/lib/data/requisicoes/rate-limit';

/**
 * Failed API-token calls are recorded with the login attempts (issue 36 item 4), under this marker instead of an
 * e-mail (it is not one, so it never locks an account): an address that keeps sending invalid tokens is throttled
 * like one that keeps failing logins, and the two count together (MAX_FAILURES_PER_IP in LOGIN_WINDOW_MS).
 */
export const MARCA_TOKEN_API = '(token de API inválido)';

export const MSG_TOKENS_INVALIDOS = (minutos: number) =>
  `Muitas tentativas com credencial inválida deste endereço. Tente novamente em ${minutos} ${minutos === 1 ? 'minuto' : 'minutos'}.`;

/**
 * 429 before an API token is looked up when this address failed too often in the window (logins and tokens). An
 * unknown address (no trusted proxy) is not judged: every client would share one bucket, as for logins.
 */
export async function recusarSeEnderecoBloqueado(ip: string, now: Date = new Date()): Promise<void> {
  if (ip === UNKNOWN_CLIENT) return;
  const db = await getDb();
  const [row] = await db
    .select({ n: count(), oldest: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, new Date(now.getTime() - LOGIN_WINDOW_MS))));
  if (toNumber(row?.n) >= MAX_FAILURES_PER_IP) {
    throw tooManyUntil(row?.oldest ? new Date(row.oldest) : null, LOGIN_WINDOW_MS, now.getTime(), MSG_TOKENS_INVALIDOS);
  }
}

/** Records one call with an invalid (unknown, revoked, expired or malformed) API token from this address. */
export async function registrarTokenInvalido(ip: string): Promise<void> {
  if (ip === UNKNOWN_CLIENT) return;
  const db = await getDb();
  await db.insert(loginAttempts).values({ email: MARCA_TOKEN_API, ip, success: false });
}

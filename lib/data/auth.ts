import { and, count, eq, gt, min } from 'drizzle-orm';
import { getDb, toNumber } from '@/lib/db/client';
import { loginAttempts, users } from '@/lib/db/schema';
import { verifyPassword } from '@/lib/auth/passwords';
import { ForbiddenError, UnauthorizedError } from '@/lib/errors';
import { tooManyUntil } from './rate-limit';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT_IP = 5;
export const MAX_FAILURES_PER_IP = 20;

export type AuthenticatedUser = {
  id: number;
  nome: string;
  email: string;
  role: (typeof users.$inferSelect)['role'];
  sessionVersion: number;
};

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

async function failures(where: ReturnType<typeof and>, since: Date) {
  const db = await getDb();
  const [row] = await db
    .select({ n: count(), oldest: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(where, eq(loginAttempts.success, false), gt(loginAttempts.createdAt, since)));
  return { n: toNumber(row?.n), oldest: row?.oldest ? new Date(row.oldest) : null };
}

/**
 * Checks e-mail and password. Failures are counted in the database per (account, IP) and per IP, so the
 * lock holds across app instances and a stranger cannot lock the owner out from the owner's own address.
 */
export async function authenticate(emailInput: string, password: string, ip: string): Promise<AuthenticatedUser> {
  const db = await getDb();
  const email = normalizeEmail(emailInput);
  const now = Date.now();
  const since = new Date(now - LOGIN_WINDOW_MS);

  const byAccount = await failures(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)), since);
  if (byAccount.n >= MAX_FAILURES_PER_ACCOUNT_IP) throw tooManyUntil(byAccount.oldest, LOGIN_WINDOW_MS, now);
  const byIp = await failures(and(eq(loginAttempts.ip, ip)), since);
  if (byIp.n >= MAX_FAILURES_PER_IP) throw tooManyUntil(byIp.oldest, LOGIN_WINDOW_MS, now);

  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const ok = await verifyPassword(password, user?.passwordHash);
  await db.insert(loginAttempts).values({ email, ip, success: ok });
  if (!ok || !user) throw new UnauthorizedError('Credenciais inválidas');
  if (!user.ativo) throw new ForbiddenError('Usuário inativo. Entre em contato com o administrador.');
  return { id: user.id, nome: user.nome, email: user.email, role: user.role, sessionVersion: user.sessionVersion };
}

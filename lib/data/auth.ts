import { and, count, eq, gt, lt, max, sql } from 'drizzle-orm';
import { getDb, toNumber } from '@/lib/db/client';
import { loginAttempts, users } from '@/lib/db/schema';
import { verifyPassword } from '@/lib/auth/passwords';
import { UNKNOWN_CLIENT } from '@/lib/domain/client-address';
import { ACCOUNT_MEMORY_MS, accountLockedUntil, isLockStart } from '@/lib/domain/login-throttle';
import { env } from '@/lib/env';
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '@/lib/errors';
import { logger } from '@/lib/log';
import { escapeHtml, sendMail } from '@/lib/mail';
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

type Tx = Parameters<Parameters<Awaited<ReturnType<typeof getDb>>['transaction']>[0]>[0];

/** Failures recorded before attempt `beforeId` matching `where`, since `since`. */
async function failures(db: Tx | Awaited<ReturnType<typeof getDb>>, where: ReturnType<typeof and>, since: Date, beforeId: number) {
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
 * Checks e-mail and password. Every attempt is first recorded (as a failure) and then judged only by the
 * attempts recorded before it (by id), so simultaneous requests — from one app instance or many — cannot
 * all slip under a limit together. Limits (DESIGN §10):
 *  - per account, whatever the address: lib/domain/login-throttle (10 free failures, then locks that
 *    double from 1 minute up to 1 hour); the owner is mailed once when the locks start;
 *  - per (account, address) and per address, when the address is known (TRUST_PROXY_HOPS > 0): with no
 *    known address every client would share one bucket and a stranger could lock everybody out.
 * A refused attempt (429) checks no password and leaves no row. A success ends the account's series.
 */
export async function authenticate(emailInput: string, password: string, ip: string, now: Date = new Date()): Promise<AuthenticatedUser> {
  const db = await getDb();
  const email = normalizeEmail(emailInput);
  const [attempt] = await db.insert(loginAttempts).values({ email, ip, success: false, createdAt: now }).returning({ id: loginAttempts.id });

  let failuresBefore: number;
  try {
    failuresBefore = await judge(email, ip, now, attempt.id);
  } catch (err) {
    await db.delete(loginAttempts).where(eq(loginAttempts.id, attempt.id));
    throw err;
  }

  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const ok = await verifyPassword(password, user?.passwordHash);
  if (!ok || !user) {
    if (user?.ativo && isLockStart(failuresBefore)) notifyLock(user);
    throw new UnauthorizedError('Credenciais inválidas');
  }
  await db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, attempt.id));
  if (!user.ativo) throw new ForbiddenError('Usuário inativo. Entre em contato com o administrador.');
  return { id: user.id, nome: user.nome, email: user.email, role: user.role, sessionVersion: user.sessionVersion };
}

/** Throws 429 when attempt `id` must be refused; else answers the account's failures before it. */
async function judge(email: string, ip: string, now: Date, id: number): Promise<number> {
  const db = await getDb();
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

/** One e-mail to the owner when the account starts being locked (sent after answering; a failure is only logged). */
function notifyLock(user: { id: number; nome: string; email: string }) {
  const recover = `${env().APP_URL}/request`;
  const text = [
    `Olá, ${user.nome}.`,
    '',
    'Houve várias tentativas seguidas de entrar na sua conta do Perícia Médica Judicial com a senha errada.',
    'Por segurança, novas tentativas foram suspensas temporariamente (o prazo aumenta a cada nova tentativa errada).',
    '',
    `Se foi você, aguarde alguns minutos ou redefina a senha em ${recover}.`,
    'Se não foi você, a sua senha continua protegendo a conta; recomendamos redefini-la mesmo assim.',
    '',
    'Perícia Médica Judicial',
  ].join('\n');
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#0f172a">
<p>Olá, ${escapeHtml(user.nome)}.</p>
<p>Houve várias tentativas seguidas de entrar na sua conta do Perícia Médica Judicial com a senha errada.</p>
<p>Por segurança, novas tentativas foram suspensas temporariamente (o prazo aumenta a cada nova tentativa errada).</p>
<p>Se foi você, aguarde alguns minutos ou <a href="${escapeHtml(recover)}">redefina a senha</a>.</p>
<p>Se não foi você, a sua senha continua protegendo a conta; recomendamos redefini-la mesmo assim.</p>
<p>Perícia Médica Judicial</p>
</body></html>`;
  setImmediate(() => {
    sendMail({ to: user.email, subject: 'Tentativas de acesso bloqueadas — Perícia Médica Judicial', text, html }).catch((err) =>
      logger.error({ err, userId: user.id }, 'Falha ao enviar o aviso de bloqueio de login'),
    );
  });
}

/** A password set through an e-mailed link proves the owner: it ends the account's series of failures. */
export async function recordPasswordSetSuccess(email: string, ip: string): Promise<void> {
  const db = await getDb();
  await db.insert(loginAttempts).values({ email: normalizeEmail(email), ip, success: true });
}

import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { loginAttempts, users } from '@/lib/db/schema';
import { verifyPassword } from '@/lib/security/passwords';
import { isLockStart } from '@/lib/domain/login-throttle';
import { ForbiddenError, UnauthorizedError } from '@/lib/errors';
import { logger } from '@/lib/log';
import { enviarAvisoAgora, registrarAvisoEmail } from '@/lib/data/avisos-email';
import { julgarTentativaDeLogin, normalizarEmail } from './login-throttle';

export type AuthenticatedUser = {
  id: number;
  nome: string;
  email: string;
  role: (typeof users.$inferSelect)['role'];
  sessionVersion: number;
};

/**
 * Checks e-mail and password. Every attempt is first recorded (as a failure) and then judged only by the
 * attempts recorded before it (by id), so simultaneous requests — from one app instance or many — cannot
 * all slip under a limit together (julgarTentativaDeLogin). The owner is mailed once when the account's locks start.
 * A refused attempt (429) checks no password and leaves no row. A success ends the account's series.
 */
export async function autenticarCredenciais(emailInput: string, password: string, ip: string, now: Date = new Date()): Promise<AuthenticatedUser> {
  const db = await getDb();
  const email = normalizarEmail(emailInput);
  const [attempt] = await db.insert(loginAttempts).values({ email, ip, success: false, createdAt: now }).returning({ id: loginAttempts.id });

  let failuresBefore: number;
  try {
    failuresBefore = await julgarTentativaDeLogin(db, email, ip, now, attempt.id);
  } catch (err) {
    await db.delete(loginAttempts).where(eq(loginAttempts.id, attempt.id));
    throw err;
  }

  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const ok = await verifyPassword(password, user?.passwordHash);
  if (!ok || !user) {
    if (user?.ativo && isLockStart(failuresBefore)) notifyLock(user.id, attempt.id);
    throw new UnauthorizedError('Credenciais inválidas');
  }
  await db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, attempt.id));
  if (!user.ativo) throw new ForbiddenError('Usuário inativo. Entre em contato com o administrador.');
  return { id: user.id, nome: user.nome, email: user.email, role: user.role, sessionVersion: user.sessionVersion };
}

/**
 * The lock notice, through the outbox (once per lock: the attempt that started it names it; message:
 * lib/data/avisos-email/tipos/seguranca-bloqueio), sent after answering so the answer's timing tells nothing.
 */
function notifyLock(userId: number, attemptId: number) {
  const chave = `bloqueio:${attemptId}`;
  setImmediate(() => {
    getDb()
      .then((db) => registrarAvisoEmail(db, { tipo: 'seguranca_bloqueio', chave, userIds: [userId] }))
      .then(() => enviarAvisoAgora('seguranca_bloqueio', chave))
      .catch((err) => logger.error({ err, userId }, 'Falha ao registrar o aviso de bloqueio de login'));
  });
}

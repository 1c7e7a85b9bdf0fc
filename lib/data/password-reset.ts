import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { convites, passwordResetTokens, users } from '@/lib/db/schema';
import { assertNotCommonPassword, hashPassword } from '@/lib/auth/passwords';
import { formatLongDateTime } from '@/lib/domain/dates';
import { env } from '@/lib/env';
import { ValidationError } from '@/lib/errors';
import { escapeHtml, sendMail } from '@/lib/mail';
import { hitRateLimit } from '@/lib/data/rate-limit';
import { recordPasswordSetSuccess } from '@/lib/data/auth';
import { revokeAllSessions } from '@/lib/data/sessions';
import { logger } from '@/lib/log';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** Links that set the first password of an account an operator or admin created: 72 hours. */
export const SETUP_TOKEN_TTL_MS = 72 * 60 * 60 * 1000;
/** Per IP, for both calls. */
export const RESET_IP_LIMIT = 10;
export const RESET_IP_WINDOW_MS = 15 * 60 * 1000;
/** At most this many links per account per window: further requests answer the same but send nothing. */
export const RESET_PER_ACCOUNT = 3;
/** Requests per target e-mail per window (known or not: the same answer either way), then 429. */
export const RESET_PER_EMAIL = 5;

export const REQUEST_ANSWER = 'Se o e-mail estiver cadastrado, enviaremos as instruções para redefinir a senha.';
export const INVALID_TOKEN = 'Link de redefinição inválido ou expirado. Solicite um novo.';
export const RESET_DONE = 'Senha alterada com sucesso! Você já pode fazer login.';

export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function resetLink(token: string): string {
  return `${env().APP_URL}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * Stores a one-time link for `userId` in the same table the reset flow reads (only the token's SHA-256),
 * valid for `ttlMs`, and answers the link (`/reset-password?token=`). Used for first-password links.
 */
export async function issuePasswordLink(
  userId: number,
  ttlMs: number = SETUP_TOKEN_TTL_MS,
  db?: Pick<Db, 'insert'>,
): Promise<{ link: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMs);
  await (db ?? (await getDb())).insert(passwordResetTokens).values({ userId, tokenHash: hashResetToken(token), expiresAt });
  return { link: resetLink(token), expiresAt };
}

function resetMail(nome: string, link: string) {
  const text = [
    `Olá, ${nome}.`,
    '',
    'Recebemos um pedido para redefinir a senha da sua conta no Perícia Médica Judicial.',
    'Para criar uma nova senha, abra o link abaixo (válido por 1 hora e por um único uso):',
    '',
    link,
    '',
    'Se você não fez este pedido, ignore este e-mail: a sua senha continua a mesma.',
    '',
    'Perícia Médica Judicial',
  ].join('\n');
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#0f172a">
<p>Olá, ${escapeHtml(nome)}.</p>
<p>Recebemos um pedido para redefinir a senha da sua conta no Perícia Médica Judicial.</p>
<p>Para criar uma nova senha, clique no botão abaixo (válido por 1 hora e por um único uso):</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Redefinir senha</a></p>
<p>Ou copie este endereço no navegador:<br><span style="word-break:break-all">${escapeHtml(link)}</span></p>
<p>Se você não fez este pedido, ignore este e-mail: a sua senha continua a mesma.</p>
<p>Perícia Médica Judicial</p>
</body></html>`;
  return { subject: 'Redefinição de senha — Perícia Médica Judicial', text, html };
}

function changedMail(nome: string) {
  const when = formatLongDateTime(new Date());
  const login = `${env().APP_URL}/login`;
  const recover = `${env().APP_URL}/request`;
  const text = [
    `Olá, ${nome}.`,
    '',
    `A senha da sua conta no Perícia Médica Judicial foi alterada em ${when}.`,
    'Por segurança, todas as sessões abertas foram encerradas. Entre novamente com a nova senha:',
    login,
    '',
    `Se não foi você, peça uma nova redefinição agora mesmo em ${recover} e fale com o suporte (${env().SUPPORT_EMAIL}).`,
    '',
    'Perícia Médica Judicial',
  ].join('\n');
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#0f172a">
<p>Olá, ${escapeHtml(nome)}.</p>
<p>A senha da sua conta no Perícia Médica Judicial foi alterada em ${escapeHtml(when)}.</p>
<p>Por segurança, todas as sessões abertas foram encerradas. <a href="${escapeHtml(login)}">Entre novamente</a> com a nova senha.</p>
<p>Se não foi você, <a href="${escapeHtml(recover)}">peça uma nova redefinição</a> agora mesmo e fale com o suporte (${escapeHtml(env().SUPPORT_EMAIL)}).</p>
<p>Perícia Médica Judicial</p>
</body></html>`;
  return { subject: 'Sua senha foi alterada — Perícia Médica Judicial', text, html };
}

/**
 * Call 12. Answers the same (status, body) for known and unknown e-mails, doing the same work on both
 * paths (token generation, hashing, the same lookups); only a known, active account gets a link stored
 * and mailed. The mail is sent after answering (not awaited), so SMTP latency cannot reveal the account.
 */
export async function requestPasswordReset(email: string, ip: string): Promise<{ message: string }> {
  await hitRateLimit(`senha:${ip}`, RESET_IP_LIMIT, RESET_IP_WINDOW_MS);
  await hitRateLimit(`senha-email:${email}`, RESET_PER_EMAIL, RESET_IP_WINDOW_MS);
  const db = await getDb();
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashResetToken(token);
  const now = Date.now();

  const [user] = await db
    .select({ id: users.id, nome: users.nome, email: users.email })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  // One statement on both paths: it stores a link only for an active account with fewer than
  // RESET_PER_ACCOUNT links in the window, and inserts nothing otherwise (same plan, same cost).
  const since = new Date(now - RESET_IP_WINDOW_MS).toISOString();
  const inserted = await db
    .insert(passwordResetTokens)
    .select(
      db
        // INSERT … SELECT needs every column, in the table's order.
        .select({
          id: sql<number>`nextval(pg_get_serial_sequence('password_reset_tokens', 'id'))`.as('id'),
          userId: users.id,
          tokenHash: sql<string>`${tokenHash}`.as('token_hash'),
          expiresAt: sql<Date>`${new Date(now + RESET_TOKEN_TTL_MS).toISOString()}::timestamptz`.as('expires_at'),
          usedAt: sql<Date | null>`null::timestamptz`.as('used_at'),
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(users)
        .where(
          and(
            eq(users.email, email),
            eq(users.ativo, true),
            sql`(select count(*) from ${passwordResetTokens} t where t.user_id = ${users.id} and t.created_at > ${since}::timestamptz) < ${RESET_PER_ACCOUNT}`,
          ),
        ),
    )
    .returning({ userId: passwordResetTokens.userId });

  if (user && inserted.length === 1) {
    const mail = resetMail(user.nome, resetLink(token));
    // Sent after answering (next turn of the event loop), so neither composing nor SMTP adds to this response.
    setImmediate(() => {
      sendMail({ to: user.email, ...mail }).catch((err) => logger.error({ err, userId: user.id }, 'Falha ao enviar o e-mail de redefinição de senha'));
    });
  }
  return { message: REQUEST_ANSWER };
}

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
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
        eq(users.ativo, true),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Call 13. The token is single use and valid for 1 hour; using it invalidates the user's other links,
 * sets the new password, ends every earlier session and Bearer token (sessions revoked, session_version + 1),
 * replaces the private calendar-feed secret (the old link stops working) and mails a notice.
 */
export async function resetPassword(token: string, password: string, ip: string): Promise<{ message: string }> {
  await hitRateLimit(`senha-nova:${ip}`, RESET_IP_LIMIT * 2, RESET_IP_WINDOW_MS);
  // Before the token is claimed, so a refused password does not use up the link.
  assertNotCommonPassword(password, 'password');
  const db = await getDb();
  const tokenHash = hashResetToken(token);
  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    const now = new Date();
    // Claim the token atomically: of two simultaneous uses, only one gets the row back.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ id: passwordResetTokens.id, userId: passwordResetTokens.userId });
    if (!claimed) throw new ValidationError(INVALID_TOKEN, { token: INVALID_TOKEN });
    const [u] = await tx
      .update(users)
      .set({
        passwordHash,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        // The private calendar-feed link dies with the old password: a new nonce (when the user had a feed).
        calendarSecret: sql`case when ${users.calendarSecret} is null then null else ${randomBytes(16).toString('base64url')} end`,
        updatedAt: now,
      })
      .where(and(eq(users.id, claimed.userId), eq(users.ativo, true)))
      .returning({ id: users.id, nome: users.nome, email: users.email });
    if (!u) throw new ValidationError(INVALID_TOKEN, { token: INVALID_TOKEN });
    await revokeAllSessions(u.id, now, tx);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, u.id), isNull(passwordResetTokens.usedAt), ne(passwordResetTokens.id, claimed.id)));
    // A pending invitation (lib/data/convites.ts) is accepted once its owner sets a password.
    await tx
      .update(convites)
      .set({ acceptedAt: now })
      .where(and(eq(convites.userId, u.id), isNull(convites.acceptedAt), isNull(convites.revokedAt)));
    return u;
  });
  // The owner proved control of the mailbox: earlier failed logins no longer lock the account.
  await recordPasswordSetSuccess(user.email, ip);
  try {
    await sendMail({ to: user.email, ...changedMail(user.nome) });
  } catch (err) {
    logger.error({ err, userId: user.id }, 'Falha ao enviar o aviso de senha alterada');
  }
  return { message: RESET_DONE };
}

import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { passwordResetTokens, users } from '@/lib/db/schema';
import { hitRateLimit } from '@/lib/data/requisicoes/rate-limit';
import { logger } from '@/lib/log';
import { sendMail } from '@/lib/mail';
import { redefinicaoSenhaMail } from '@/lib/mail/templates/redefinicao-senha';
import {
  hashResetToken,
  REQUEST_ANSWER,
  RESET_IP_LIMIT,
  RESET_IP_WINDOW_MS,
  RESET_PER_ACCOUNT,
  RESET_PER_EMAIL,
  RESET_TOKEN_TTL_MS,
  resetLink,
} from './links';

/**
 * Call 12. Answers the same (status, body) for known and unknown e-mails, doing the same work on both
 * paths (token generation, hashing, the same lookups); only a known, active account gets a link stored
 * and mailed. The mail is sent after answering (not awaited), so SMTP latency cannot reveal the account.
 */
export async function solicitarRedefinicaoDeSenha(email: string, ip: string): Promise<{ message: string }> {
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
          finalidade: sql<'redefinicao'>`'redefinicao'`.as('finalidade'),
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
    const mail = redefinicaoSenhaMail({ nome: user.nome, link: resetLink(token) });
    // Sent after answering (next turn of the event loop), so neither composing nor SMTP adds to this response.
    setImmediate(() => {
      sendMail({ to: user.email, ...mail }).catch((err) => logger.error({ err, userId: user.id }, 'Falha ao enviar o e-mail de redefinição de senha'));
    });
  }
  return { message: REQUEST_ANSWER };
}

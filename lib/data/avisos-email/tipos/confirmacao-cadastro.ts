import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { hashToken } from '@/lib/data/lgpd/troca-email';
import { confirmacoesCadastro, users } from '@/lib/db/schema';
import { CONFIRMACAO_CADASTRO_TTL_MS } from '@/lib/domain/confirmacao-cadastro';
import { env } from '@/lib/env';
import { confirmarCadastroMail } from '@/lib/mail/templates/confirmar-cadastro';
import type { MontarMensagem } from './contexto';

/**
 * A new account's e-mail confirmation (issue 34 item 7; refs: none, the row's user). The token is issued here, at
 * send time, and only its hash is stored (never in clear on the outbox row); a retry or a resend issues a new one and
 * the earlier link stops working. Nothing to send once the e-mail is confirmed or the account is inactive.
 */
export const confirmacaoCadastro: MontarMensagem = async ({ db, aviso, pessoa }) => {
  if (!pessoa.ativo || aviso.userId === null) return null;
  const [u] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, aviso.userId), isNull(users.emailConfirmadoEm)))
    .limit(1);
  if (!u) return null;
  const token = randomBytes(32).toString('base64url');
  const [linha] = await db
    .update(confirmacoesCadastro)
    .set({ tokenHash: hashToken(token), expiresAt: new Date(Date.now() + CONFIRMACAO_CADASTRO_TTL_MS) })
    .where(eq(confirmacoesCadastro.userId, u.id))
    .returning({ userId: confirmacoesCadastro.userId });
  if (!linha) return null;
  const link = `${env().APP_URL}/confirmar-cadastro?token=${encodeURIComponent(token)}`;
  return { to: pessoa.email, ...confirmarCadastroMail({ nome: pessoa.nome, link }) };
};

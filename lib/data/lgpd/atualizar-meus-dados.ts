import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { trocasEmail, users } from '@/lib/db/schema';
import { enforce } from '@/lib/data/politica';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import { hitRateLimit } from '@/lib/data/requisicoes';
import { canUseOwnDataRights } from '@/lib/domain/access';
import { EMAIL_TAKEN } from '@/lib/domain/accounts';
import { env } from '@/lib/env';
import { ConflictError, NotFoundError } from '@/lib/errors';
import { sendMail } from '@/lib/mail';
import { confirmarNovoEmailMail } from '@/lib/mail/templates/confirmar-novo-email';
import type { MeusDadosInput } from '@/lib/validation/lgpd';
import { lerMeusDados, type MeusDados } from './meus-dados';
import type { Pessoa } from './pessoa';
import { EMAIL_TROCA_TTL_MS, hashToken } from './troca-email';
import { exigirSenhaParaTrocarEmail } from './senha-troca-email';

/**
 * PUT /api/lgpd/meus-dados (correction, art. 18 III): nome, telefone, endereço, escritório and its CNPJ change at once (with
 * field-level history); a different e-mail is only requested: a link goes to the new address, which becomes the
 * account's when opened. Changing the e-mail needs the current password (`senha`) and, with two-step verification on,
 * a `code`; the other fields do not.
 */
export async function atualizarMeusDados(
  user: Pessoa,
  input: MeusDadosInput,
  sessaoId: string | null = null,
): Promise<{ dados: MeusDados; confirmacaoEnviada: boolean }> {
  enforce(canUseOwnDataRights(user, user.id));
  const db = await getDb();
  const [atual] = await db.select().from(users).where(eq(users.id, user.id));
  if (!atual) throw new NotFoundError('Usuário não encontrado.');
  const novoEmail = input.email !== atual.email ? input.email : null;
  if (novoEmail) {
    // A session alone cannot move the account to another mailbox (issue 27): the password, and a code with MFA on.
    await exigirSenhaParaTrocarEmail(atual, input.senha, input.code);
    const [dono] = await db.select({ id: users.id }).from(users).where(eq(users.email, novoEmail)).limit(1);
    if (dono) throw new ConflictError(EMAIL_TAKEN);
    await hitRateLimit(`troca-email:${user.id}`, 5, 60 * 60 * 1000);
  }
  // The office's CNPJ (the nota fiscal's tomador, issue 39) changes only when sent: a client that never heard of it keeps it.
  const campos = { nome: input.nome, telefone: input.telefone, endereco: input.endereco, escritorio: input.escritorio, ...(input.cnpj !== undefined ? { cnpj: input.cnpj } : {}) };
  let token: string | null = null;
  await db.transaction(async (tx) => {
    await tx.update(users).set({ ...campos, updatedAt: new Date() }).where(eq(users.id, user.id));
    await registrarAlteracoes(tx, 'usuario', user.id, atual, campos, user);
    if (novoEmail) {
      token = randomBytes(32).toString('base64url');
      await tx.insert(trocasEmail).values({ userId: user.id, novoEmail, sessaoId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + EMAIL_TROCA_TTL_MS) });
    }
  });
  if (novoEmail && token) {
    const link = `${env().APP_URL}/confirmar-email?token=${encodeURIComponent(token)}`;
    await sendMail({ to: novoEmail, ...confirmarNovoEmailMail({ nome: input.nome, link }) });
  }
  return { dados: await lerMeusDados(user), confirmacaoEnviada: Boolean(novoEmail) };
}

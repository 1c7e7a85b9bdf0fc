import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken } from '@/lib/data/lgpd/troca-email';
import { trocasEmail } from '@/lib/db/schema';
import { formatLongDateTime } from '@/lib/domain/dates';
import { env } from '@/lib/env';
import { emailAlteradoMail } from '@/lib/mail/templates/email-alterado';
import type { MontarMensagem } from './contexto';

/**
 * The account's e-mail was changed (refs: [troca]): to the REPLACED address (`endereco`), with a link that undoes
 * it. The undo token is issued here, at send time, and only its hash is stored on the troca (never in clear on the
 * outbox row); a retry issues a new one and the earlier link stops working. Nothing to send once the change was
 * undone or its undo window closed.
 */
export const segurancaEmail: MontarMensagem = async ({ db, aviso, pessoa }) => {
  if (!aviso.endereco) return null;
  const desfazer = randomBytes(32).toString('base64url');
  const [troca] = await db
    .update(trocasEmail)
    .set({ desfazerHash: hashToken(desfazer) })
    .where(and(eq(trocasEmail.id, aviso.refs[0]), isNull(trocasEmail.desfeitaEm), gt(trocasEmail.desfazerAte, new Date())))
    .returning({ novoEmail: trocasEmail.novoEmail, usedAt: trocasEmail.usedAt });
  if (!troca) return null;
  const mail = emailAlteradoMail({
    nome: pessoa.nome,
    novoEmail: troca.novoEmail,
    quando: formatLongDateTime(troca.usedAt ?? aviso.createdAt),
    link: `${env().APP_URL}/desfazer-email?token=${encodeURIComponent(desfazer)}`,
    suporte: env().SUPPORT_EMAIL,
  });
  return { to: aviso.endereco, ...mail };
};

import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { contactMessages } from '@/lib/db/schema';
import { hitRateLimit } from '@/lib/data/requisicoes';
import { env } from '@/lib/env';
import { sendMail } from '@/lib/mail';
import { contatoRecebido } from '@/lib/mail/templates/contato-recebido';
import type { ContatoInput } from '@/lib/validation/contato';
import { logger } from '@/lib/log';

export const CONTATO_LIMITE = 5;
export const CONTATO_JANELA_MS = 3600_000;
const MAIL_TIMEOUT_MS = 15_000;

/**
 * A message from the public contact form (anonymous: no SessionUser). Rate limited per address and per
 * sender e-mail (5 per hour each),
 * stored first, then mailed to CONTACT_EMAIL; if mailing fails the stored message remains and
 * mail_sent_at stays empty, so nothing is lost.
 */
export async function criarMensagemDeContato(input: ContatoInput, ip: string) {
  await hitRateLimit(
    `contato:${ip}`,
    CONTATO_LIMITE,
    CONTATO_JANELA_MS,
    (minutes) => `Você enviou muitas mensagens em pouco tempo. Tente novamente em ${minutes} minutos.`,
  );
  await hitRateLimit(
    `contato-email:${input.email.trim().toLowerCase()}`,
    CONTATO_LIMITE,
    CONTATO_JANELA_MS,
    (minutes) => `Você enviou muitas mensagens em pouco tempo. Tente novamente em ${minutes} minutos.`,
  );
  const db = await getDb();
  const [row] = await db
    .insert(contactMessages)
    .values({ nome: input.nome, email: input.email, assunto: input.assunto, mensagem: input.mensagem, ip })
    .returning();

  let mailSentAt: Date | null = null;
  try {
    await withTimeout(
      sendMail({
        to: env().CONTACT_EMAIL,
        replyTo: input.email,
        ...contatoRecebido({ id: row.id, nome: input.nome, email: input.email, assunto: input.assunto, mensagem: input.mensagem }),
      }),
      MAIL_TIMEOUT_MS,
    );
    mailSentAt = new Date();
    await db.update(contactMessages).set({ mailSentAt }).where(eq(contactMessages.id, row.id));
  } catch (err) {
    logger.error({ err, contatoId: row.id }, 'Mensagem de contato gravada, mas o e-mail não pôde ser enviado');
  }
  return { id: row.id, nome: row.nome, email: row.email, assunto: row.assunto, createdAt: row.createdAt, mailSent: mailSentAt !== null };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Tempo esgotado após ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

import { eq } from 'drizzle-orm';
import { webhooks } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { webhookPausadoMail } from '@/lib/mail/templates/webhook-pausado';
import type { MontarMensagem } from './contexto';

/**
 * A webhook paused after a day of failures (issue 36 item 3; refs: [webhook]), to its owner. Nothing once it was
 * reactivated or removed before the e-mail could go.
 */
export const webhookPausado: MontarMensagem = async ({ db, aviso, pessoa }) => {
  if (!pessoa.ativo) return null;
  const [w] = await db
    .select({ url: webhooks.url, pausadoEm: webhooks.pausadoEm, pausaMotivo: webhooks.pausaMotivo, removidoEm: webhooks.removidoEm })
    .from(webhooks)
    .where(eq(webhooks.id, aviso.refs[0] ?? 0));
  if (!w || !w.pausadoEm || w.removidoEm) return null;
  return {
    to: pessoa.email,
    ...webhookPausadoMail({ nome: pessoa.nome, url: w.url, motivo: w.pausaMotivo ?? '', configuracoes: `${env().APP_URL}/sistema/configuracoes` }),
  };
};

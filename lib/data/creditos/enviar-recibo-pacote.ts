import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { pagamentos, users } from '@/lib/db/schema';
import { PACOTE_LABELS, descreverCobertura } from '@/lib/domain/creditos';
import { formatCentavos } from '@/lib/domain/money';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { sendMail } from '@/lib/mail';
import { reciboPacoteMail } from '@/lib/mail/templates/recibo-pacote';

/** The receipt of a paid package goes to its buyer (after the webhook's transaction). */
export async function enviarReciboPacote(pagamentoId: number, provedorId: string): Promise<void> {
  const db = await getDb();
  const [r] = await db
    .select({ valorCentavos: pagamentos.valorCentavos, pacote: pagamentos.pacote, email: users.email, nome: users.nome, saldo: users.creditos })
    .from(pagamentos)
    .innerJoin(users, eq(users.id, pagamentos.userId))
    .where(eq(pagamentos.id, pagamentoId));
  if (!r?.pacote) return;
  const t = r.pacote;
  const mail = reciboPacoteMail({
    nome: r.nome,
    pacote: PACOTE_LABELS[t.pacote],
    valor: formatCentavos(r.valorCentavos),
    provedorId,
    processos: t.processos,
    cobertura: descreverCobertura(t),
    saldo: r.saldo,
    link: `${env().APP_URL}/sistema/orcamentos`,
  });
  try {
    await sendMail({ to: r.email, ...mail });
  } catch (err) {
    logger.error({ pagamentoId, erro: (err as Error).message }, 'Falha ao enviar o recibo do pacote');
  }
}

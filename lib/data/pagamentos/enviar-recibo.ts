import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { pagamentos, processos, users } from '@/lib/db/schema';
import { formatCentavos } from '@/lib/domain/money';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { sendMail } from '@/lib/mail';
import { reciboPagamentoMail } from '@/lib/mail/templates/recibo-pagamento';

/** The receipt of a case's approved payment goes to the case's owner (after the webhook's transaction). */
export async function enviarRecibo(pagamentoId: number, provedorId: string): Promise<void> {
  const db = await getDb();
  const [r] = await db
    .select({
      valorCentavos: pagamentos.valorCentavos,
      processoId: processos.id,
      numero: processos.numeroProcesso,
      requerente: processos.requerente,
      email: users.email,
      nome: users.nome,
    })
    .from(pagamentos)
    .innerJoin(processos, eq(processos.id, pagamentos.processoId))
    .innerJoin(users, eq(users.id, processos.ownerId))
    .where(eq(pagamentos.id, pagamentoId));
  if (!r) return;
  const mail = reciboPagamentoMail({
    nome: r.nome,
    caso: r.numero ? `processo ${r.numero}` : `processo de ${r.requerente}`,
    valor: formatCentavos(r.valorCentavos),
    provedorId,
    link: `${env().APP_URL}/processo/${r.processoId}`,
  });
  try {
    await sendMail({ to: r.email, ...mail });
  } catch (err) {
    logger.error({ pagamentoId, erro: (err as Error).message }, 'Falha ao enviar o recibo de pagamento');
  }
}

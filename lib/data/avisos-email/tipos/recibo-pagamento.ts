import { and, eq } from 'drizzle-orm';
import { pagamentos, pagamentosProvedor, processos } from '@/lib/db/schema';
import { formatCentavos } from '@/lib/domain/money';
import { env } from '@/lib/env';
import { reciboPagamentoMail } from '@/lib/mail/templates/recibo-pagamento';
import type { MontarMensagem } from './contexto';

/** The receipt of a case's approved payment (refs: [pagamento]), whether the webhook or an admin recorded it. */
export const reciboPagamento: MontarMensagem = async ({ db, aviso, pessoa }) => {
  if (!pessoa.ativo) return null;
  const [r] = await db
    .select({ valorCentavos: pagamentos.valorCentavos, status: pagamentos.status, processoId: processos.id, numero: processos.numeroProcesso, requerente: processos.requerente })
    .from(pagamentos)
    .innerJoin(processos, eq(processos.id, pagamentos.processoId))
    .where(eq(pagamentos.id, aviso.refs[0]));
  if (!r) return null;
  const [provedor] = await db
    .select({ provedorId: pagamentosProvedor.provedorId })
    .from(pagamentosProvedor)
    .where(and(eq(pagamentosProvedor.pagamentoId, aviso.refs[0]), eq(pagamentosProvedor.status, 'approved'), eq(pagamentosProvedor.duplicado, false)))
    .limit(1);
  const mail = reciboPagamentoMail({
    nome: pessoa.nome,
    caso: r.numero ? `processo ${r.numero}` : `processo de ${r.requerente}`,
    valor: formatCentavos(r.valorCentavos),
    provedorId: provedor?.provedorId ?? null,
    link: `${env().APP_URL}/processo/${r.processoId}`,
  });
  return { to: pessoa.email, ...mail };
};

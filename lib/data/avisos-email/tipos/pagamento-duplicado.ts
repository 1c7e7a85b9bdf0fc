import { eq } from 'drizzle-orm';
import { pagamentos, pagamentosProvedor } from '@/lib/db/schema';
import { formatCentavos } from '@/lib/domain/money';
import { env } from '@/lib/env';
import { pagamentoDuplicadoMail } from '@/lib/mail/templates/pagamento-duplicado';
import type { MontarMensagem } from './contexto';

/** The provider payment of key `duplicado:<provedorId>` paid a charge already paid: one row per active admin. */
export const pagamentoDuplicado: MontarMensagem = async ({ db, aviso, pessoa }) => {
  if (!pessoa.ativo) return null;
  const provedorId = aviso.chave.slice('duplicado:'.length);
  const [r] = await db
    .select({ referencia: pagamentos.referencia, valorCentavos: pagamentosProvedor.valorCentavos })
    .from(pagamentosProvedor)
    .innerJoin(pagamentos, eq(pagamentos.id, pagamentosProvedor.pagamentoId))
    .where(eq(pagamentosProvedor.provedorId, provedorId));
  if (!r) return null;
  const mail = pagamentoDuplicadoMail({ referencia: r.referencia, provedorId, valor: formatCentavos(r.valorCentavos), link: `${env().APP_URL}/sistema/pagamentos?divergentes=1` });
  return { to: pessoa.email, ...mail };
};

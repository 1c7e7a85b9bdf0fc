import { and, eq } from 'drizzle-orm';
import { pagamentos, pagamentosProvedor, users } from '@/lib/db/schema';
import { PACOTE_LABELS, descreverCobertura } from '@/lib/domain/creditos';
import { formatCentavos } from '@/lib/domain/money';
import { env } from '@/lib/env';
import { reciboPacoteMail } from '@/lib/mail/templates/recibo-pacote';
import type { MontarMensagem } from './contexto';

/** The receipt of a paid package of créditos (refs: [pagamento]): webhook, admin, or paid outside the provider. */
export const reciboPacote: MontarMensagem = async ({ db, aviso, pessoa }) => {
  if (!pessoa.ativo) return null;
  const [r] = await db
    .select({ valorCentavos: pagamentos.valorCentavos, pacote: pagamentos.pacote, saldo: users.creditos })
    .from(pagamentos)
    .innerJoin(users, eq(users.id, pagamentos.userId))
    .where(eq(pagamentos.id, aviso.refs[0]));
  if (!r?.pacote) return null;
  const [provedor] = await db
    .select({ provedorId: pagamentosProvedor.provedorId })
    .from(pagamentosProvedor)
    .where(and(eq(pagamentosProvedor.pagamentoId, aviso.refs[0]), eq(pagamentosProvedor.status, 'approved'), eq(pagamentosProvedor.duplicado, false)))
    .limit(1);
  const t = r.pacote;
  const mail = reciboPacoteMail({
    nome: pessoa.nome,
    pacote: PACOTE_LABELS[t.pacote],
    valor: formatCentavos(r.valorCentavos),
    provedorId: provedor?.provedorId ?? null,
    processos: t.processos,
    cobertura: descreverCobertura(t),
    saldo: r.saldo,
    link: `${env().APP_URL}/sistema/orcamentos`,
  });
  return { to: pessoa.email, ...mail };
};

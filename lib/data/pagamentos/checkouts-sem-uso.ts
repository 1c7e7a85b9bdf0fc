import { and, eq, notExists, sql, type SQL } from 'drizzle-orm';
import { pagamentos, pagamentosProvedor } from '@/lib/db/schema';

/** Pending checkouts of a case that never saw a provider payment: replaced by a newer one. */
export function checkoutsSemUso(idProcesso: number): SQL {
  return and(
    eq(pagamentos.processoId, idProcesso),
    eq(pagamentos.status, 'pendente'),
    notExists(
      sql`(select 1 from ${pagamentosProvedor} where ${pagamentosProvedor.pagamentoId} = ${pagamentos.id})`,
    ),
  )!;
}

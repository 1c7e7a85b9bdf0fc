import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { pagamentos } from '@/lib/db/schema';
import type { Actor } from './actor';
import { toApi, type PagamentoApi } from './api';
import { processoPagavel } from './processo-pagavel';

/** GET /api/pagamentos?id_processo=: the case's payments, newest first (owner advogado, admin). */
export async function listarPagamentosDoProcesso(user: Actor, idProcesso: number): Promise<PagamentoApi[]> {
  const db = await getDb();
  await processoPagavel(db, user, idProcesso);
  const rows = await db
    .select()
    .from(pagamentos)
    .where(eq(pagamentos.processoId, idProcesso))
    .orderBy(desc(pagamentos.createdAt), desc(pagamentos.id));
  return toApi(db, rows);
}

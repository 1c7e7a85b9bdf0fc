import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { pagamentos, processos, users, type PagamentoStatus } from '@/lib/db/schema';
import { enforce } from '@/lib/data/politica';
import { canListPagamentos } from '@/lib/domain/access';
import { PACOTE_LABELS } from '@/lib/domain/creditos';
import type { Actor } from './actor';
import { toApi, type PagamentoApi } from './api';

export type PagamentoAdminItem = PagamentoApi & { numeroProcesso: string | null; requerente: string | null; descricao: string; pagador: string | null };

/** The admin's Pagamentos page: every payment, filtered by status or only the flagged ones. */
export async function listarTodosPagamentos(
  user: Actor,
  filtro: { status?: PagamentoStatus; divergentes?: boolean; page: number; pageSize: number },
): Promise<{ items: PagamentoAdminItem[]; total: number }> {
  enforce(canListPagamentos(user));
  const db = await getDb();
  const where = and(
    filtro.status ? eq(pagamentos.status, filtro.status) : undefined,
    filtro.divergentes ? isNotNull(pagamentos.divergencia) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ p: pagamentos, numero: processos.numeroProcesso, requerente: processos.requerente, pagador: users.nome })
      .from(pagamentos)
      .leftJoin(processos, eq(processos.id, pagamentos.processoId))
      .leftJoin(users, eq(users.id, pagamentos.userId))
      .where(where)
      .orderBy(desc(pagamentos.createdAt), desc(pagamentos.id))
      .limit(filtro.pageSize)
      .offset((filtro.page - 1) * filtro.pageSize),
    db.select({ total: count() }).from(pagamentos).where(where),
  ]);
  // The page's rows already carry the payer's name (the user who recorded the payment): no second lookup.
  const nomes = new Map(rows.flatMap((r) => (r.p.userId !== null && r.pagador !== null ? [[r.p.userId, r.pagador] as const] : [])));
  const api = await toApi(db, rows.map((r) => r.p), nomes);
  return {
    items: api.map((a, i) => ({
      ...a,
      numeroProcesso: rows[i].numero,
      requerente: rows[i].requerente,
      pagador: rows[i].pagador,
      descricao: a.pacote
        ? `Pacote ${PACOTE_LABELS[a.pacote.pacote]}: ${a.pacote.processos} ${a.pacote.processos === 1 ? 'processo' : 'processos'}`
        : (rows[i].numero ?? 'Sem número'),
    })),
    total: Number(total),
  };
}

import { and, count, desc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { andamentos, processos } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { visibleProcessos } from '@/lib/data/politica';
import { registrarAcessos, type Leitura } from '@/lib/data/registro-acessos';
import { NotFoundError } from '@/lib/errors';

/** GET /api/processo/{id}/andamentos, one item. */
export type AndamentoApi = {
  codigo: number;
  nome: string;
  /** Null when DataJud sent a day or time that does not exist; `dataOriginal` then holds it as sent. */
  dataHora: string | null;
  dataOriginal: string | null;
  complementos: { codigo: number; valor: number | string | null; nome: string; descricao: string | null }[];
};

/** At most this many movements in one answer (the newest); `total` says how many the case has. */
export const MAX_ANDAMENTOS = 2000;

/**
 * The DataJud movements of a case the caller sees (scoped like call 2: another's case is 404), newest first (a
 * movement with an unreadable date first of all, to be checked), at most MAX_ANDAMENTOS, with the `total` stored
 * (issue 36: a case with 15 000 movements showed 2 000 and did not say so). Like call 2, a read with a `leitura`
 * goes to the case's access log.
 */
export async function listarAndamentos(user: Pick<SessionUser, 'id' | 'role'>, processoId: number, leitura?: Leitura): Promise<{ itens: AndamentoApi[]; total: number }> {
  const db = await getDb();
  const [caso] = await db
    .select({ id: processos.id })
    .from(processos)
    .where(and(eq(processos.id, processoId), visibleProcessos(user)));
  if (!caso) throw new NotFoundError('Processo não encontrado.');
  if (leitura) await registrarAcessos(db, user, leitura, [{ processoId, objeto: 'andamentos' }]);
  const [{ total }] = await db.select({ total: count() }).from(andamentos).where(eq(andamentos.processoId, processoId));
  const rows = await db
    .select({ codigo: andamentos.codigo, nome: andamentos.nome, dataHora: andamentos.dataHora, dataOriginal: andamentos.dataOriginal, complementos: andamentos.complementos })
    .from(andamentos)
    .where(eq(andamentos.processoId, processoId))
    .orderBy(sql`${andamentos.dataHora} desc nulls first`, desc(andamentos.id))
    .limit(MAX_ANDAMENTOS);
  return { itens: rows.map((r) => ({ ...r, dataHora: r.dataHora?.toISOString() ?? null })), total };
}

import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { andamentos, processos } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { visibleProcessos } from '@/lib/data/access';
import { registrarAcessos, type Leitura } from '@/lib/data/acessos';
import { NotFoundError } from '@/lib/errors';

/** GET /api/processo/{id}/andamentos, one item. */
export type AndamentoApi = {
  codigo: number;
  nome: string;
  dataHora: string;
  complementos: { codigo: number; valor: number | string | null; nome: string; descricao: string | null }[];
};

/**
 * The DataJud movements of a case the caller sees (scoped like call 2: another's case is 404), newest first. Like
 * call 2, a read with a `leitura` goes to the case's access log.
 */
export async function listarAndamentos(user: Pick<SessionUser, 'id' | 'role'>, processoId: number, leitura?: Leitura): Promise<AndamentoApi[]> {
  const db = await getDb();
  const [caso] = await db
    .select({ id: processos.id })
    .from(processos)
    .where(and(eq(processos.id, processoId), visibleProcessos(user)));
  if (!caso) throw new NotFoundError('Processo não encontrado.');
  if (leitura) await registrarAcessos(db, user, leitura, [{ processoId, objeto: 'andamentos' }]);
  const rows = await db
    .select({ codigo: andamentos.codigo, nome: andamentos.nome, dataHora: andamentos.dataHora, complementos: andamentos.complementos })
    .from(andamentos)
    .where(eq(andamentos.processoId, processoId))
    .orderBy(desc(andamentos.dataHora), desc(andamentos.id))
    .limit(2000);
  return rows.map((r) => ({ ...r, dataHora: r.dataHora.toISOString() }));
}

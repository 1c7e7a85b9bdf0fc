import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { quesitosModelos, type QuesitoModelo } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { NotFoundError } from '@/lib/errors';
import type { ModelosFiltro } from '@/lib/validation/quesitos-modelos';

export const MODELO_NAO_ENCONTRADO = 'Modelo de quesitos não encontrado.';

export type ModeloQuesitos = Pick<QuesitoModelo, 'id' | 'titulo' | 'tipoAcao' | 'especialidade' | 'fonte' | 'quesitos'>;

export const modeloDaLinha = (m: QuesitoModelo): ModeloQuesitos => ({
  id: m.id,
  titulo: m.titulo,
  tipoAcao: m.tipoAcao,
  especialidade: m.especialidade,
  fonte: m.fonte,
  quesitos: m.quesitos,
});

/**
 * The active models of the library (issue 37 item 1), for anyone signed in: by kind of action and by specialty
 * (a specialty also lists the models for any specialty; compared without case). Shipped models first, then by title.
 */
export async function listarModelos(_user: SessionUser, filtro: ModelosFiltro): Promise<ModeloQuesitos[]> {
  const db = await getDb();
  const conds: SQL[] = [eq(quesitosModelos.ativo, true)];
  if (filtro.tipoAcao) conds.push(eq(quesitosModelos.tipoAcao, filtro.tipoAcao));
  if (filtro.especialidade) {
    conds.push(or(isNull(quesitosModelos.especialidade), sql`lower(${quesitosModelos.especialidade}) = lower(${filtro.especialidade})`)!);
  }
  const rows = await db
    .select()
    .from(quesitosModelos)
    .where(and(...conds))
    .orderBy(sql`${quesitosModelos.autorId} is not null`, asc(quesitosModelos.id));
  return rows.map(modeloDaLinha);
}

/** One active model (404 when absent or retired). */
export async function lerModelo(_user: SessionUser, id: number): Promise<ModeloQuesitos> {
  const db = await getDb();
  const [m] = await db.select().from(quesitosModelos).where(and(eq(quesitosModelos.id, id), eq(quesitosModelos.ativo, true))).limit(1);
  if (!m) throw new NotFoundError(MODELO_NAO_ENCONTRADO);
  return modeloDaLinha(m);
}

import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { quesitosModelos } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { lerEntrada, type Entrada } from '@/lib/data/entrada';
import { canManageModelosQuesitos } from '@/lib/domain/access';
import { NotFoundError } from '@/lib/errors';
import type { ModeloInput } from '@/lib/validation/quesitos-modelos';
import { MODELO_NAO_ENCONTRADO, modeloDaLinha, type ModeloQuesitos } from './listar';

export const MSG_MODELOS_PROIBIDO = 'Só administradores e médicos peritos mantêm os modelos de quesitos.';

/** A new model of quesitos (admins and médicos). */
export async function criarModelo(user: SessionUser, entrada: Entrada<ModeloInput>): Promise<ModeloQuesitos> {
  enforce(canManageModelosQuesitos(user), MSG_MODELOS_PROIBIDO);
  // The body is read only once the role may do this (403 before 400: lib/data/entrada.ts).
  const input = await lerEntrada(entrada);
  const db = await getDb();
  const [m] = await db.insert(quesitosModelos).values({ ...input, autorId: user.id }).returning();
  return modeloDaLinha(m);
}

/** Rewrites an active model, the shipped ones included (admins and médicos); 404 when absent or retired. */
export async function editarModelo(user: SessionUser, id: number, entrada: Entrada<ModeloInput>): Promise<ModeloQuesitos> {
  enforce(canManageModelosQuesitos(user), MSG_MODELOS_PROIBIDO);
  // The body is read only once the role may do this (403 before 400: lib/data/entrada.ts).
  const input = await lerEntrada(entrada);
  const db = await getDb();
  const [m] = await db
    .update(quesitosModelos)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(quesitosModelos.id, id), eq(quesitosModelos.ativo, true)))
    .returning();
  if (!m) throw new NotFoundError(MODELO_NAO_ENCONTRADO);
  return modeloDaLinha(m);
}

/** Retires a model: it leaves the library; quesitos already filled from it stay on their cases. */
export async function retirarModelo(user: SessionUser, id: number): Promise<void> {
  enforce(canManageModelosQuesitos(user), MSG_MODELOS_PROIBIDO);
  const db = await getDb();
  const [m] = await db
    .update(quesitosModelos)
    .set({ ativo: false, updatedAt: new Date() })
    .where(and(eq(quesitosModelos.id, id), eq(quesitosModelos.ativo, true)))
    .returning({ id: quesitosModelos.id });
  if (!m) throw new NotFoundError(MODELO_NAO_ENCONTRADO);
}

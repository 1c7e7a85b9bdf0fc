import { and, asc, desc, eq, gte, isNotNull, or } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db/client';
import { suspensoes, users } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/auth/guard';
import { type IsoDate, type Suspensao } from '@/lib/domain/prazos';
import { enforce } from '@/lib/data/politica';
import { canManageSuspensoes } from '@/lib/domain/access';
import { NotFoundError } from '@/lib/errors';
import type { SuspensaoInput } from '@/lib/validation/prazos';

/** A recorded closure as the admin API answers it. */
export type SuspensaoApi = Suspensao & { id: number; criadoPor: string | null; createdAt: string };

function requireAdmin(actor: Pick<SessionUser, 'id' | 'role'>) {
  enforce(canManageSuspensoes(actor));
}

const suspensaoColumns = {
  dataInicio: suspensoes.dataInicio,
  dataFim: suspensoes.dataFim,
  tribunal: suspensoes.tribunal,
  comarca: suspensoes.comarca,
  descricao: suspensoes.descricao,
};

/**
 * The closures that may bind a case of this tribunal/comarca and end on or after `desde`: those recorded for
 * the tribunal, and every comarca closure (the engine compares comarcas without case or accents).
 */
export async function suspensoesPara(local: { tribunal?: string | null; comarca?: string | null }, desde: IsoDate, db?: DbOrTx): Promise<Suspensao[]> {
  const conn = db ?? (await getDb());
  const onde = [local.tribunal ? eq(suspensoes.tribunal, local.tribunal) : undefined, local.comarca ? isNotNull(suspensoes.comarca) : undefined].filter(
    (c) => c !== undefined,
  );
  if (onde.length === 0) return [];
  return conn
    .select(suspensaoColumns)
    .from(suspensoes)
    .where(and(gte(suspensoes.dataFim, desde), or(...onde)));
}

/** Admin: every recorded closure, most recent period first. */
export async function listSuspensoes(actor: Pick<SessionUser, 'id' | 'role'>): Promise<SuspensaoApi[]> {
  requireAdmin(actor);
  const db = await getDb();
  const rows = await db
    .select({ id: suspensoes.id, ...suspensaoColumns, criadoPor: users.nome, createdAt: suspensoes.createdAt })
    .from(suspensoes)
    .leftJoin(users, eq(users.id, suspensoes.createdBy))
    .orderBy(desc(suspensoes.dataInicio), asc(suspensoes.id))
    .limit(1000);
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
}

export async function createSuspensao(actor: Pick<SessionUser, 'id' | 'role' | 'nome'>, input: SuspensaoInput): Promise<SuspensaoApi> {
  requireAdmin(actor);
  const db = await getDb();
  const [row] = await db
    .insert(suspensoes)
    .values({
      dataInicio: input.dataInicio,
      dataFim: input.dataFim,
      tribunal: input.tribunal,
      comarca: input.comarca,
      descricao: input.descricao,
      createdBy: actor.id,
    })
    .returning();
  return {
    id: row.id,
    dataInicio: row.dataInicio,
    dataFim: row.dataFim,
    tribunal: row.tribunal,
    comarca: row.comarca,
    descricao: row.descricao,
    criadoPor: actor.nome,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export async function deleteSuspensao(actor: Pick<SessionUser, 'id' | 'role'>, id: number): Promise<void> {
  requireAdmin(actor);
  const db = await getDb();
  const deleted = await db.delete(suspensoes).where(eq(suspensoes.id, id)).returning({ id: suspensoes.id });
  if (deleted.length === 0) throw new NotFoundError('Feriado ou suspensão não encontrado.');
}

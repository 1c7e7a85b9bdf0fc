import { and, asc, desc, eq, gte, isNotNull, or } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db/client';
import { suspensoes, users } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/auth/guard';
import { hitRateLimit } from '@/lib/data/rate-limit';
import { contarPrazo, type IsoDate, type ResultadoPrazo, type Suspensao } from '@/lib/domain/prazos';
import { enforce } from '@/lib/data/access';
import { canManageSuspensoes } from '@/lib/domain/access';
import { NotFoundError } from '@/lib/errors';
import type { CalcularPrazoInput, SuspensaoInput } from '@/lib/validation/prazos';

export const CALCULADORA_LIMITE = 60;
export const CALCULADORA_JANELA_MS = 60_000;

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

/**
 * The public calculator: rate limited per address (60 a minute), then the engine with the closures recorded
 * for the tribunal. Without a tribunal only the national rules (and the federal ones for 'federal') apply.
 */
export async function calcularPrazo(input: CalcularPrazoInput, ip: string): Promise<ResultadoPrazo> {
  await hitRateLimit(
    `prazos:${ip}`,
    CALCULADORA_LIMITE,
    CALCULADORA_JANELA_MS,
    (minutes) => `Muitas consultas em pouco tempo. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  );
  const lista = input.tribunal ? await suspensoesPara({ tribunal: input.tribunal }, input.inicio) : [];
  return contarPrazo(input.inicio, input.dias, { justica: input.justica, tribunal: input.tribunal ?? null, suspensoes: lista });
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

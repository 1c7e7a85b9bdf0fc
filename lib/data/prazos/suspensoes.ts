import { asc, desc, eq } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db/client';
import { suspensoes, users } from '@/lib/db/schema';
import { suspensaoColumns } from './suspensoes-para';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { suspensoesAplicaveis, type Suspensao } from '@/lib/domain/prazos';
import { tribunalDoNumero } from '@/lib/domain/prazos/tribunais';
import { todayInBrazil } from '@/lib/domain/dates';
import { avisarEntregasEmRisco } from './entregas';
import { casosComPrazosAbertos, recontarPrazosDoCaso } from './recontar';
import { enforce } from '@/lib/data/politica';
import { canManageSuspensoes } from '@/lib/domain/access';
import { NotFoundError } from '@/lib/errors';
import type { SuspensaoInput } from '@/lib/validation/prazos';
import { lerEntrada, type Entrada } from '@/lib/data/entrada';

/** A recorded closure as the admin API answers it. */
export type SuspensaoApi = Suspensao & { id: number; fonte: string | null; criadoPor: string | null; createdAt: string };

function requireAdmin(actor: Pick<SessionUser, 'id' | 'role'>) {
  enforce(canManageSuspensoes(actor));
}

/** Admin: every recorded closure, most recent period first. */
export async function listarSuspensoes(actor: Pick<SessionUser, 'id' | 'role'>): Promise<SuspensaoApi[]> {
  requireAdmin(actor);
  const db = await getDb();
  const rows = await db
    .select({ id: suspensoes.id, ...suspensaoColumns, fonte: suspensoes.fonte, criadoPor: users.nome, createdAt: suspensoes.createdAt })
    .from(suspensoes)
    .leftJoin(users, eq(users.id, suspensoes.createdBy))
    .orderBy(desc(suspensoes.dataInicio), asc(suspensoes.id))
    .limit(1000);
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
}

/**
 * Issue 34 item 3: a closure recorded, corrected or removed moves the deadlines of the cases it binds (its
 * tribunal and/or comarca): each such case with an open deadline is recounted (recontarPrazosDoCaso, which re-caps
 * the service dates feeding them). Inside the caller's transaction; returns the cases with deliveries at risk.
 */
async function recontarCasosDe(tx: DbOrTx, fechamentos: Suspensao[], actorId: number, now: Date, motivo: string): Promise<Map<number, number[]>> {
  const today = todayInBrazil(now);
  const alertas = new Map<number, number[]>();
  for (const caso of await casosComPrazosAbertos(tx)) {
    const cal = { tribunal: tribunalDoNumero(caso.numero), comarca: caso.comarca, suspensoes: fechamentos };
    if (suspensoesAplicaveis(cal).length === 0) continue;
    const r = await recontarPrazosDoCaso(tx, caso.id, { today, now, actorId, motivo });
    if (r.alertas.length) alertas.set(caso.id, r.alertas);
  }
  return alertas;
}

async function avisar(alertas: Map<number, number[]>) {
  for (const [processoId, ids] of alertas) await avisarEntregasEmRisco(processoId, ids);
}

function toApi(row: typeof suspensoes.$inferSelect, criadoPor: string | null): SuspensaoApi {
  return {
    id: row.id,
    dataInicio: row.dataInicio,
    dataFim: row.dataFim,
    tribunal: row.tribunal,
    comarca: row.comarca,
    descricao: row.descricao,
    fonte: row.fonte,
    criadoPor,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

const SUSPENSAO_NAO_ENCONTRADA = 'Feriado ou suspensão não encontrado.';

export async function criarSuspensao(actor: Pick<SessionUser, 'id' | 'role' | 'nome'>, entrada: Entrada<SuspensaoInput>, now: Date = new Date()): Promise<SuspensaoApi> {
  requireAdmin(actor);
  const input = await lerEntrada(entrada);
  const db = await getDb();
  const { row, alertas } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(suspensoes)
      .values({
        dataInicio: input.dataInicio,
        dataFim: input.dataFim,
        tribunal: input.tribunal,
        comarca: input.comarca,
        descricao: input.descricao,
        fonte: input.fonte,
        createdBy: actor.id,
      })
      .returning();
    return { row, alertas: await recontarCasosDe(tx, [row], actor.id, now, `dia sem expediente registrado: ${row.descricao}`) };
  });
  await avisar(alertas);
  return toApi(row, actor.nome);
}

/** Admin: corrects a recorded day (dates, place, description, source); the cases bound before or after are recounted. */
export async function updateSuspensao(actor: Pick<SessionUser, 'id' | 'role' | 'nome'>, id: number, entrada: Entrada<SuspensaoInput>, now: Date = new Date()): Promise<SuspensaoApi> {
  requireAdmin(actor);
  const input = await lerEntrada(entrada);
  const db = await getDb();
  const { row, criadoPor, alertas } = await db.transaction(async (tx) => {
    const [antes] = await tx.select().from(suspensoes).where(eq(suspensoes.id, id)).for('update');
    if (!antes) throw new NotFoundError(SUSPENSAO_NAO_ENCONTRADA);
    const [row] = await tx
      .update(suspensoes)
      .set({ dataInicio: input.dataInicio, dataFim: input.dataFim, tribunal: input.tribunal, comarca: input.comarca, descricao: input.descricao, fonte: input.fonte, updatedAt: now })
      .where(eq(suspensoes.id, id))
      .returning();
    const [autor] = row.createdBy ? await tx.select({ nome: users.nome }).from(users).where(eq(users.id, row.createdBy)) : [];
    const alertas = await recontarCasosDe(tx, [antes, row], actor.id, now, `dia sem expediente corrigido: ${row.descricao}`);
    return { row, criadoPor: autor?.nome ?? null, alertas };
  });
  await avisar(alertas);
  return toApi(row, criadoPor);
}

export async function excluirSuspensao(actor: Pick<SessionUser, 'id' | 'role'>, id: number, now: Date = new Date()): Promise<void> {
  requireAdmin(actor);
  const db = await getDb();
  const alertas = await db.transaction(async (tx) => {
    const deleted = await tx.delete(suspensoes).where(eq(suspensoes.id, id)).returning();
    if (deleted.length === 0) throw new NotFoundError(SUSPENSAO_NAO_ENCONTRADA);
    return recontarCasosDe(tx, deleted, actor.id, now, `dia sem expediente excluído: ${deleted[0].descricao}`);
  });
  await avisar(alertas);
}

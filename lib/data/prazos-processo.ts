import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { prazosProcesso, processos, type PrazoStatus, type PrazoTipo } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/session-users';
import { prazoRecordableProcessos, prazosVisiveis } from '@/lib/data/access';
import { recordEvent } from '@/lib/data/cronologia';
import { notifyCase } from '@/lib/data/notificacoes';
import { suspensoesPara } from '@/lib/data/prazos';
import { canCumprirPrazo, canRecordPrazo } from '@/lib/domain/access';
import { formatDate, todayInBrazil } from '@/lib/domain/dates';
import type { Calendario, IsoDate } from '@/lib/domain/prazos';
import { justicaDe, tribunalDoNumero } from '@/lib/domain/prazos/tribunais';
import { fimDoPrazo, PRAZO_TIPO_LABELS, statusEfetivo } from '@/lib/domain/prazos-processo';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@/lib/errors';
import { emitirEvento } from '@/lib/data/webhooks/emitir';

/** GET /api/prazos: one open deadline of a case the caller sees. */
export type PrazoAberto = { id: number; id_processo: number; numero: string | null; tipo: PrazoTipo; inicio: IsoDate; fim: IsoDate; status: PrazoStatus };

/** At most this many deadlines per answer (nearest first). */
export const PRAZOS_LIMIT = 500;

/** The engine's calendar for a case: its justiça, tribunal (J.TR of the number), comarca and recorded closures. */
export async function calendarioDoCaso(
  db: Db,
  caso: { numero: string | null; tipoJustica: string; comarca: string },
  desde: IsoDate,
): Promise<Calendario> {
  const tribunal = tribunalDoNumero(caso.numero);
  const suspensoes = await suspensoesPara({ tribunal, comarca: caso.comarca }, desde, db);
  return { justica: justicaDe(caso.tipoJustica), tribunal, comarca: caso.comarca, suspensoes };
}

/**
 * Keeps `processos.prazo` (the case's next deadline, which call 8 sorts by and calls 2 and 8 show) equal to the
 * earliest open deadline of the case, or null when it has none. One statement for any number of cases.
 */
export async function refreshProximoPrazo(db: Db, processoIds: number[] | SQL): Promise<void> {
  const onde = Array.isArray(processoIds) ? (processoIds.length ? inArray(processos.id, processoIds) : sql`false`) : processoIds;
  await db
    .update(processos)
    .set({
      prazo: sql`(select min(pz.fim) from ${prazosProcesso} pz where pz.processo_id = ${processos.id} and pz.status = 'aberto')`,
    })
    .where(onde);
}

/** Opens a deadline on a case (inside the caller's transaction) and refreshes the case's next deadline. */
export async function abrirPrazo(
  db: Db,
  p: { processoId: number; tipo: PrazoTipo; inicio: IsoDate; fim: IsoDate; periciaId?: number | null; createdBy: number | null },
  today: IsoDate,
): Promise<void> {
  const [z] = await db.insert(prazosProcesso).values({ ...p, periciaId: p.periciaId ?? null, status: statusEfetivo('aberto', p.fim, today) }).returning();
  await refreshProximoPrazo(db, [p.processoId]);
  if (z.status === 'aberto') await emitirEvento(db, 'prazo.aberto', p.processoId, { prazoId: z.id, tipo: z.tipo, inicio: z.inicio, fim: z.fim });
}

/** Marks a case's open deadlines of these tipos as met (e.g. the art. 477 one when the report is challenged). */
export async function cumprirPrazos(db: Db, processoId: number, tipos: PrazoTipo[], now: Date): Promise<void> {
  await db
    .update(prazosProcesso)
    .set({ status: 'cumprido', updatedAt: now })
    .where(and(eq(prazosProcesso.processoId, processoId), inArray(prazosProcesso.tipo, tipos), eq(prazosProcesso.status, 'aberto')));
  await refreshProximoPrazo(db, [processoId]);
}

/** GET /api/prazos: the caller's open deadlines (not yet past), scoped like the cases, nearest first. */
export async function listPrazosAbertos(user: Pick<SessionUser, 'id' | 'role'>, now: Date = new Date()): Promise<PrazoAberto[]> {
  const db = await getDb();
  const today = todayInBrazil(now);
  return db
    .select({
      id: prazosProcesso.id,
      id_processo: prazosProcesso.processoId,
      numero: processos.numeroProcesso,
      tipo: prazosProcesso.tipo,
      inicio: prazosProcesso.inicio,
      fim: prazosProcesso.fim,
      status: prazosProcesso.status,
    })
    .from(prazosProcesso)
    .innerJoin(processos, eq(processos.id, prazosProcesso.processoId))
    .where(and(eq(prazosProcesso.status, 'aberto'), gte(prazosProcesso.fim, today), prazosVisiveis(user)))
    .orderBy(asc(prazosProcesso.fim), asc(prazosProcesso.id))
    .limit(PRAZOS_LIMIT);
}

/**
 * POST /api/prazos: the owning advogado (or an admin) records the intimação of the perito's nomination, which
 * opens the art. 465 §1 deadline (15 dias úteis: quesitos and technical assistant). Another's case is 404.
 */
export async function registrarIntimacaoNomeacao(
  user: Pick<SessionUser, 'id' | 'role'>,
  input: { id_processo: number; dataIntimacao: IsoDate },
  now: Date = new Date(),
): Promise<PrazoAberto> {
  const today = todayInBrazil(now);
  if (input.dataIntimacao > today) throw new ValidationError('A data da intimação não pode ser futura.', { dataIntimacao: 'A data da intimação não pode ser futura.' });
  const db = await getDb();
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [caso] = await tx
      .select({ id: processos.id, numero: processos.numeroProcesso, ownerId: processos.ownerId, peritoId: processos.peritoId, tipoJustica: processos.tipoJustica, comarca: processos.comarca })
      .from(processos)
      .where(and(eq(processos.id, input.id_processo), prazoRecordableProcessos(user)));
    if (!caso || !canRecordPrazo(user, caso)) throw new NotFoundError('Processo não encontrado.');
    const cal = await calendarioDoCaso(tx, caso, input.dataIntimacao);
    const fim = fimDoPrazo('art465', input.dataIntimacao, cal);
    // A new intimação of the nomination replaces the open one.
    await tx
      .update(prazosProcesso)
      .set({ status: 'cumprido', updatedAt: now })
      .where(and(eq(prazosProcesso.processoId, caso.id), eq(prazosProcesso.tipo, 'art465'), eq(prazosProcesso.status, 'aberto')));
    const [row] = await tx
      .insert(prazosProcesso)
      .values({ processoId: caso.id, tipo: 'art465', inicio: input.dataIntimacao, fim, status: statusEfetivo('aberto', fim, today), createdBy: user.id })
      .returning();
    await refreshProximoPrazo(tx, [caso.id]);
    if (row.status === 'aberto') await emitirEvento(tx, 'prazo.aberto', caso.id, { prazoId: row.id, tipo: row.tipo, inicio: row.inicio, fim: row.fim });
    const texto = `${PRAZO_TIPO_LABELS.art465}: intimação em ${formatDate(input.dataIntimacao)}, prazo até ${formatDate(fim)} (15 dias úteis).`;
    await recordEvent({ processoId: caso.id, userId: user.id, evento: texto, tipo: 'prazo' }, tx);
    await notifyCase({ processoId: caso.id, actorId: user.id, tipo: 'etapa', mensagem: texto }, tx);
    return { id: row.id, id_processo: caso.id, numero: caso.numero, tipo: row.tipo, inicio: row.inicio, fim: row.fim, status: row.status };
  });
}

export const PRAZO_NAO_ENCONTRADO = 'Prazo não encontrado.';
export const MSG_PRAZO_NAO_ABERTO = 'Este prazo não está aberto: só um prazo em curso pode ser marcado como cumprido.';
export const MSG_PRAZO_PROIBIDO = 'Somente quem cumpre este prazo (ou um administrador) pode marcá-lo como cumprido.';

/**
 * POST /api/prazos/{id}/cumprido: an open deadline marked as met by whoever acts on it (canCumprirPrazo), e.g.
 * the art. 465 one once the quesitos are filed: its reminders stop and the case's next deadline moves on.
 * A deadline of a case the caller does not see is 404; one already met or past its end 409.
 */
export async function marcarPrazoCumprido(user: Pick<SessionUser, 'id' | 'role'>, prazoId: number, now: Date = new Date()): Promise<PrazoAberto> {
  const today = todayInBrazil(now);
  const db = await getDb();
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx
      .select({ z: prazosProcesso, numero: processos.numeroProcesso, ownerId: processos.ownerId, peritoId: processos.peritoId })
      .from(prazosProcesso)
      .innerJoin(processos, eq(processos.id, prazosProcesso.processoId))
      .where(and(eq(prazosProcesso.id, prazoId), prazosVisiveis(user)))
      .for('update', { of: prazosProcesso });
    if (!row) throw new NotFoundError(PRAZO_NAO_ENCONTRADO);
    const { z } = row;
    if (!canCumprirPrazo(user, row, z.tipo)) throw new ForbiddenError(MSG_PRAZO_PROIBIDO);
    if (statusEfetivo(z.status, z.fim, today) !== 'aberto') throw new ConflictError(MSG_PRAZO_NAO_ABERTO);
    await tx.update(prazosProcesso).set({ status: 'cumprido', updatedAt: now }).where(eq(prazosProcesso.id, z.id));
    await refreshProximoPrazo(tx, [z.processoId]);
    const texto = `Prazo cumprido: ${PRAZO_TIPO_LABELS[z.tipo]} (vencia em ${formatDate(z.fim)}).`;
    await recordEvent({ processoId: z.processoId, userId: user.id, evento: texto, tipo: 'prazo' }, tx);
    await notifyCase({ processoId: z.processoId, actorId: user.id, tipo: 'etapa', mensagem: texto }, tx);
    return { id: z.id, id_processo: z.processoId, numero: row.numero, tipo: z.tipo, inicio: z.inicio, fim: z.fim, status: 'cumprido' };
  });
}

import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { type DbOrTx } from '@/lib/db/client';
import { prazosProcesso, processos, type PrazoTipo } from '@/lib/db/schema';
import { suspensoesPara } from './suspensoes-para';
import type { Calendario, IsoDate } from '@/lib/domain/prazos';
import { justicaDe, tribunalDoNumero } from '@/lib/domain/prazos/tribunais';
import { statusEfetivo } from '@/lib/domain/prazos-processo';
import { emitirEvento } from '@/lib/data/webhooks/emitir';

/** The deadlines of a case inside other use cases' transactions: its calendar, opening and meeting them. */

/** The engine's calendar for a case: its justiça, tribunal (J.TR of the number), comarca and recorded closures. */
export async function calendarioDoCaso(
  db: DbOrTx,
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
export async function refreshProximoPrazo(db: DbOrTx, processoIds: number[] | SQL): Promise<void> {
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
  db: DbOrTx,
  p: { processoId: number; tipo: PrazoTipo; inicio: IsoDate; fim: IsoDate; periciaId?: number | null; emDobro?: boolean; createdBy: number | null },
  today: IsoDate,
): Promise<void> {
  const [z] = await db.insert(prazosProcesso).values({ ...p, periciaId: p.periciaId ?? null, status: statusEfetivo('aberto', p.fim, today) }).returning();
  await refreshProximoPrazo(db, [p.processoId]);
  if (z.status === 'aberto') await emitirEvento(db, 'prazo.aberto', p.processoId, { prazoId: z.id, tipo: z.tipo, inicio: z.inicio, fim: z.fim });
}

/** Marks a case's open deadlines of these tipos as met (e.g. the art. 477 one when the report is challenged). */
export async function cumprirPrazos(db: DbOrTx, processoId: number, tipos: PrazoTipo[], now: Date): Promise<void> {
  await db
    .update(prazosProcesso)
    .set({ status: 'cumprido', updatedAt: now })
    .where(and(eq(prazosProcesso.processoId, processoId), inArray(prazosProcesso.tipo, tipos), eq(prazosProcesso.status, 'aberto')));
  await refreshProximoPrazo(db, [processoId]);
}

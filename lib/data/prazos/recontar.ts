import { and, eq, inArray, ne } from 'drizzle-orm';
import { type DbOrTx } from '@/lib/db/client';
import { lembretes, pericias, prazosProcesso, processos } from '@/lib/db/schema';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { notificarCaso } from '@/lib/data/notificacoes';
import { saoPauloDateTime } from '@/lib/domain/agenda';
import { formatDate } from '@/lib/domain/dates';
import type { IsoDate } from '@/lib/domain/prazos';
import { contarPrazoProcessual, limiteAvisoPericia, regraDoPrazo, rotuloPrazo, statusEfetivo } from '@/lib/domain/prazos-processo';
import { colunasPartes } from './caso';
import { calendarioDoCaso, refreshProximoPrazo } from './calendario';
import { ajustarEntregas } from './entregas';

export type Recontagem = {
  /** 'Prazo do art. 465 §1º: de 10/03/2027 para 12/03/2027', one per deadline whose end moved. */
  recontados: string[];
  /** The deadlines claimed for the "entrega após o limite" warning (for avisarEntregasEmRisco after the commit). */
  alertas: number[];
};

/**
 * Issue 34 item 3 (and issue 38: a perícia moved): THE function every change that may move a case's legal deadlines
 * calls, inside its own transaction, after the change (the sides of the case, a perícia moved, a closure recorded or
 * removed, a deadline opened or corrected). Each open deadline is counted again from its start with the case's
 * calendar as it is now: art. 465/477/manual under the case's sides (prazo em dobro), art. 466 from the date of its
 * perícia. A deadline whose end moved gets its new end (and its 'delivery at risk' warning re-armed, so a deadline
 * that moves earlier warns again). Then the case's next deadline follows and every service date feeding a deadline is
 * re-capped at 2 dias úteis before it (ajustarEntregas: moved earlier when needed; when the cap cannot be met, the
 * delivery is due on the next business day and the lawyer and the admins are warned). A service date already before a
 * deadline that moved later stays where it is: an earlier delivery is still inside the deadline, a later one would be
 * a made-up date. With `evento`, one Cronologia event and case notification list what moved.
 */
export async function recontarPrazosDoCaso(
  db: DbOrTx,
  processoId: number,
  opts: { today: IsoDate; now: Date; actorId: number | null; motivo?: string },
): Promise<Recontagem> {
  const { today, now, actorId } = opts;
  const [caso] = await db
    .select({ id: processos.id, numero: processos.numeroProcesso, tipoJustica: processos.tipoJustica, comarca: processos.comarca, ...colunasPartes })
    .from(processos)
    .where(eq(processos.id, processoId));
  if (!caso) return { recontados: [], alertas: [] };
  const abertos = await db
    .select({ z: prazosProcesso, dataPericia: pericias.dataStart })
    .from(prazosProcesso)
    .leftJoin(pericias, eq(pericias.id, prazosProcesso.periciaId))
    .where(and(eq(prazosProcesso.processoId, processoId), eq(prazosProcesso.status, 'aberto')));
  const desde = abertos.reduce((min, { z }) => (z.inicio < min ? z.inicio : min), today);
  const cal = await calendarioDoCaso(db, caso, desde);
  const recontados: string[] = [];
  const movidos: number[] = [];
  for (const { z, dataPericia } of abertos) {
    let fim: IsoDate;
    let emDobro = z.emDobro;
    if (z.tipo === 'art466') {
      if (!dataPericia) continue;
      fim = limiteAvisoPericia(saoPauloDateTime(dataPericia).date, cal);
    } else {
      const regra = regraDoPrazo(z, caso);
      fim = contarPrazoProcessual(z.inicio, regra, cal).fim;
      emDobro = regra.emDobro;
    }
    if (fim === z.fim && emDobro === z.emDobro) continue;
    await db
      .update(prazosProcesso)
      .set({ fim, emDobro, status: statusEfetivo('aberto', fim, today), ...(fim !== z.fim ? { alertaEntregaEm: null } : {}), updatedAt: now })
      .where(eq(prazosProcesso.id, z.id));
    if (fim !== z.fim) {
      // Reminders follow the deadline: those recorded for the old last day are dropped (one not yet e-mailed is never
      // sent for a date that no longer holds; one sent frees its key), so the reminder job issues each of them once
      // for the new date. A row a worker is sending right now ('enviando') is left to finish.
      await db.delete(lembretes).where(and(eq(lembretes.prazoId, z.id), ne(lembretes.dataAlvo, fim), ne(lembretes.emailStatus, 'enviando')));
      movidos.push(z.id);
      recontados.push(`${rotuloPrazo(z.tipo, z.descricao)}: de ${formatDate(z.fim)} para ${formatDate(fim)}`);
    }
  }
  await refreshProximoPrazo(db, [processoId]);
  if (opts.motivo && recontados.length > 0) {
    const texto = `Prazos recontados (${opts.motivo}) — ${recontados.join('; ')}.`;
    await registrarOcorrencia({ processoId, userId: actorId, evento: texto, tipo: 'prazo' }, db);
    await notificarCaso({ processoId, actorId, tipo: 'etapa', mensagem: texto }, db);
  }
  const alertas = await ajustarEntregas(db, { id: processoId, cal }, today, now, actorId);
  return { recontados, alertas };
}

/** The open deadlines' cases among these (for a closure recorded or removed: only cases with something to recount). */
export async function casosComPrazosAbertos(db: DbOrTx, processoIds?: number[]): Promise<{ id: number; numero: string | null; comarca: string }[]> {
  const onde = [eq(prazosProcesso.status, 'aberto'), processoIds ? inArray(processos.id, processoIds.length ? processoIds : [-1]) : undefined].filter(
    (c) => c !== undefined,
  );
  return db
    .selectDistinct({ id: processos.id, numero: processos.numeroProcesso, comarca: processos.comarca })
    .from(processos)
    .innerJoin(prazosProcesso, eq(prazosProcesso.processoId, processos.id))
    .where(and(...onde));
}

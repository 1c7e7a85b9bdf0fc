import { and, eq, isNull, ne } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { lembretes, pericias, periciadoLinks } from '@/lib/db/schema';
import { enforce } from '@/lib/data/politica';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { notificarCaso } from '@/lib/data/notificacoes';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import { describe, toApi, type PericiaApi } from '@/lib/data/pericias/shared';
import { canSchedulePericia, type Actor } from '@/lib/domain/access';
import { avisarEntregasEmRisco, recontarPrazosDoCaso } from '@/lib/data/prazos';
import { saoPauloDateTime, todayInBrazil } from '@/lib/domain/dates';
import { expiracaoDoLink } from '@/lib/domain/periciado/link';
import type { PericiaRemarcarInput } from '@/lib/validation/pericia';
import { ADVOGADO_READ_ONLY } from '@/lib/data/pericias/shared';
import { periciaParaInformar } from './acesso';
import { enfileirarAvisos } from './avisos-enfileirar';
import { linkAtivoSelado } from './link-ativo';

/**
 * PATCH /api/pericia/{id}: moves a perícia (issue 38 item 4). Who may schedule on the case may move it (admin, the
 * case's perito; a lawyer gets 403 as on call 6); same time rules as call 6 (the schema). The periciado's active
 * link follows the new date, and the 'perícia remarcada' notices go to the outbox in the same transaction.
 */
export async function remarcarPericia(user: Actor, periciaId: number, input: PericiaRemarcarInput, now: Date = new Date()): Promise<PericiaApi> {
  const db = await getDb();
  const { pericia, processoId, alertas } = await db.transaction(async (tx) => {
    const { pericia, caso } = await periciaParaInformar(tx, user, periciaId, true);
    enforce(canSchedulePericia(user, caso), ADVOGADO_READ_ONLY);
    const antes = describe(pericia);
    const [row] = await tx
      .update(pericias)
      .set({ dataStart: input.data_start, dataEnd: input.data_end })
      .where(eq(pericias.id, periciaId))
      .returning();
    if (row.dataStart.getTime() === pericia.dataStart.getTime() && row.dataEnd.getTime() === pericia.dataEnd.getTime()) return { pericia: toApi(row), processoId: caso.id, alertas: [] as number[] };
    await tx
      .update(periciadoLinks)
      .set({ expiraEm: expiracaoDoLink(row.dataStart) })
      .where(and(eq(periciadoLinks.periciaId, periciaId), isNull(periciadoLinks.revogadoEm)));
    // The day-before reminder (pericia_d1, keyed by perícia and person, not by date) follows the new date: the rows
    // recorded for the old day are dropped, so the daily job records it once for the new one. A row a worker is
    // sending right now is left to finish. A new hour on the same day keeps it.
    if (saoPauloDateTime(row.dataStart).date !== saoPauloDateTime(pericia.dataStart).date) {
      await tx.delete(lembretes).where(and(eq(lembretes.periciaId, periciaId), eq(lembretes.kind, 'pericia_d1'), ne(lembretes.emailStatus, 'enviando')));
    }
    await registrarAlteracoes(tx, 'pericia', row.id, pericia, row, user, caso.id);
    const what = `${antes} → ${describe(row)}`;
    await registrarOcorrencia({ processoId: caso.id, userId: user.id, evento: `Perícia remarcada: ${what}`, tipo: 'pericia' }, tx);
    await notificarCaso({ processoId: caso.id, actorId: user.id, tipo: 'pericia', mensagem: `Perícia remarcada: ${what}.` }, tx);
    // Issue 38 (defect): the art. 466 §2 notice deadline follows the examination's new date (and every cap, issue 34).
    const { alertas } = await recontarPrazosDoCaso(tx, caso.id, { today: todayInBrazil(now), now, actorId: user.id, motivo: 'perícia remarcada' });
    const linkSelado = await linkAtivoSelado(tx, periciaId);
    // Only a perícia whose periciado was informed (a link exists) sends notices.
    if (linkSelado) {
      await enfileirarAvisos(tx, {
        periciaId,
        processoId: caso.id,
        tipo: 'remarcada',
        ocorrencia: row.dataStart.toISOString(),
        dataStart: row.dataStart,
        local: row.endereco,
        linkSelado,
      });
    }
    return { pericia: toApi(row), processoId: caso.id, alertas };
  });
  await avisarEntregasEmRisco(processoId, alertas);
  return pericia;
}

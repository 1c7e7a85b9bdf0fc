import { and, eq, gt, gte, isNull, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { pericias, periciadoLinks } from '@/lib/db/schema';
import { addCalendarDays, saoPauloDateTime, startOfDayInBrazil, todayInBrazil } from '@/lib/domain/dates';
import { enfileirarAvisos } from './avisos-enfileirar';

/**
 * The reminders 3 days and 1 day before (São Paulo calendar days) of every perícia whose periciado has an active
 * link: written to the outbox keyed by the perícia's start, so each goes once per date (a moved perícia gets its
 * reminders again for the new date). Run by the outbox job; safe to run any number of times.
 */
export async function agendarLembretesPericiado(now = new Date()): Promise<number> {
  const db = await getDb();
  const hoje = todayInBrazil(now);
  const rows = await db
    .selectDistinctOn([pericias.id], { pericia: pericias, urlSelada: periciadoLinks.urlSelada })
    .from(pericias)
    .innerJoin(periciadoLinks, eq(periciadoLinks.periciaId, pericias.id))
    .where(
      and(
        isNull(periciadoLinks.revogadoEm),
        gt(periciadoLinks.expiraEm, now),
        gte(pericias.dataStart, startOfDayInBrazil(addCalendarDays(hoje, 1))),
        lt(pericias.dataStart, startOfDayInBrazil(addCalendarDays(hoje, 4))),
      ),
    )
    .orderBy(pericias.id, periciadoLinks.id);
  let escritos = 0;
  for (const { pericia, urlSelada } of rows) {
    if (!pericia.processoId) continue;
    const dia = saoPauloDateTime(pericia.dataStart).date;
    const tipo = dia === addCalendarDays(hoje, 3) ? 'lembrete3' : dia === addCalendarDays(hoje, 1) ? 'lembrete1' : null;
    if (!tipo) continue;
    escritos += await db.transaction((tx) =>
      enfileirarAvisos(tx, {
        periciaId: pericia.id,
        processoId: pericia.processoId!,
        tipo,
        ocorrencia: pericia.dataStart.toISOString(),
        dataStart: pericia.dataStart,
        local: pericia.endereco,
        linkSelado: urlSelada,
      }),
    );
  }
  return escritos;
}

import type PgBoss from 'pg-boss';
import { executarSincronizacao } from '@/lib/data/tribunais';
import { SAO_PAULO_TZ } from '@/lib/domain/dates';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';

/**
 * The daily court sync (issue 26 item 7) on the app's pg-boss: a cron at TRIBUNAIS_HORARIO (default 06:00, São
 * Paulo time). pg-boss creates one job per cron slot however many instances schedule it, and the 'stately' queue
 * holds at most one queued and one active run, so the sync runs once per schedule. A run that dies is not retried
 * by pg-boss (a retry would ask the courts twice); its failed cases are picked up by the next day's run, and the
 * items are keyed so that a repeated run stores nothing twice.
 */
export const TRIBUNAIS_QUEUE = 'tribunais-sincronizacao';

/** "06:00" → "0 6 * * *". */
export function cronDoHorario(horario: string): string {
  const [h, m] = horario.split(':').map(Number);
  return `${m} ${h} * * *`;
}

export async function registrarSincronizacaoDiaria(boss: PgBoss): Promise<void> {
  const cron = cronDoHorario(env().TRIBUNAIS_HORARIO);
  // A day's run over thousands of cases takes hours (a pause between requests): expire after 20 h, not 15 min.
  await boss.createQueue(TRIBUNAIS_QUEUE, { name: TRIBUNAIS_QUEUE, policy: 'stately', retryLimit: 0, expireInSeconds: 20 * 3600 });
  await boss.schedule(TRIBUNAIS_QUEUE, cron, {}, { tz: SAO_PAULO_TZ });
  await boss.work(TRIBUNAIS_QUEUE, async () => {
    const r = await executarSincronizacao({ origem: 'agendada', userId: null });
    logger.info(r, 'Tribunais: sincronização diária concluída');
  });
  logger.info({ fila: TRIBUNAIS_QUEUE, cron }, 'Tribunais: sincronização diária agendada');
}

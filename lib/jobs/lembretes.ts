import PgBoss from 'pg-boss';
import { jobDatabase, onBeforeCloseDb } from '@/lib/db/client';
import { runLembretes } from '@/lib/data/lembretes';
import { setUpBackupQueue, workBackupQueue } from '@/lib/jobs/backup';
import { SAO_PAULO_TZ } from '@/lib/domain/dates';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { exclusively } from './boss-setup';
import { registrarSincronizacaoDiaria } from './tribunais';

/**
 * The reminder worker (issue 13 item 5) on pg-boss, the PostgreSQL job library, over the app's own database:
 * PostgreSQL through its URL, the embedded PGlite through its SQL executor (pg-boss accepts any `db` with
 * `executeSql`; its schema, cron and SKIP LOCKED fetch run unchanged on PGlite).
 *
 * pg-boss runs `runLembretes` every CRON on one instance at a time (a 'stately' queue holds at most one queued
 * and one active run; the cron job is created once per minute slot however many instances schedule it) and
 * retries a run that throws. Exactly-once delivery of each reminder does not rely on that: runLembretes keys
 * every reminder in the `lembretes` table (see lib/data/lembretes), so even two runs at once send nothing twice.
 */

export const LEMBRETES_QUEUE = 'lembretes';
/**
 * LEMBRETES_CRON (default every 15 minutes, São Paulo time: a reminder due today goes out within a quarter of an
 * hour of midnight). The two-instance test shortens it to every minute.
 */
const lembretesCron = () => env().LEMBRETES_CRON;

type WorkerState = 'parado' | 'ok' | 'falhou';
const g = globalThis as typeof globalThis & { __periciaBoss?: Promise<PgBoss>; __periciaBossState?: WorkerState };

/**
 * For `GET /api/health`: 'ok' once the worker started, 'falhou' when it could not start or pg-boss stopped
 * by itself, 'parado' before a start or after a clean stop, 'desligado' on an instance started with
 * LEMBRETES_WORKER=0 on purpose (web-only).
 */
export function lembretesWorkerState(): WorkerState | 'desligado' {
  if (process.env.LEMBRETES_WORKER === '0') return 'desligado';
  return g.__periciaBossState ?? 'parado';
}

async function start(): Promise<PgBoss> {
  const database = await jobDatabase();
  const boss =
    database.kind === 'pg'
      ? new PgBoss({ connectionString: database.connectionString, max: 2 })
      : new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) } });
  boss.on('error', (err) => logger.error({ err }, 'Fila de lembretes: erro'));
  await exclusively(database, async () => {
    await boss.start();
    await boss.createQueue(LEMBRETES_QUEUE, { name: LEMBRETES_QUEUE, policy: 'stately', retryLimit: 5, retryDelay: 60, retryBackoff: true });
    await boss.schedule(LEMBRETES_QUEUE, lembretesCron(), {}, { tz: SAO_PAULO_TZ });
    await setUpBackupQueue(boss);
  });
  await workBackupQueue(boss);
  await boss.work(LEMBRETES_QUEUE, async () => {
    const r = await runLembretes({ now: new Date() });
    logger.info(r, 'Lembretes processados');
  });
  // ── tribunais (issue 26) ── the daily DataJud/DJEN sync shares this pg-boss.
  // A failure here must not stop the reminders: it is logged and the courts wait for the next start.
  await registrarSincronizacaoDiaria(boss).catch((err: unknown) =>
    logger.error({ err }, 'Tribunais: a sincronização diária não pôde ser agendada'),
  );
  // Catch up at once after a start (a restart across midnight must not wait for the next slot).
  await boss.send(LEMBRETES_QUEUE, {}, { singletonKey: 'inicio', singletonSeconds: 60 });
  logger.info({ fila: LEMBRETES_QUEUE, cron: lembretesCron() }, 'Lembretes: worker iniciado');
  onBeforeCloseDb(stopLembretesWorker);
  return boss;
}

/** Starts the worker once per process (lib/startup.ts); LEMBRETES_WORKER=0 turns it off (e.g. web-only instances). */
export function startLembretesWorker(): Promise<PgBoss> {
  g.__periciaBoss ??= start().then(
    (boss) => {
      g.__periciaBossState = 'ok';
      // A stop not made through stopLembretesWorker leaves the instance without jobs: the probe must say so.
      boss.on('stopped', () => {
        if (g.__periciaBossState === 'ok') g.__periciaBossState = 'falhou';
      });
      return boss;
    },
    (err: unknown) => {
      g.__periciaBoss = undefined;
      g.__periciaBossState = 'falhou';
      throw err;
    },
  );
  return g.__periciaBoss;
}

export async function stopLembretesWorker(): Promise<void> {
  const pending = g.__periciaBoss;
  g.__periciaBoss = undefined;
  g.__periciaBossState = 'parado';
  if (pending) await (await pending).stop({ graceful: true, wait: true, timeout: 5000 });
}

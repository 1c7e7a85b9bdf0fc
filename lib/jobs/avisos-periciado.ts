import PgBoss from 'pg-boss';
import { jobDatabase, onBeforeCloseDb } from '@/lib/db/client';
import { agendarLembretesPericiado, processarAvisosPericiado } from '@/lib/data/periciado';
import { SAO_PAULO_TZ } from '@/lib/domain/dates';
import { logger } from '@/lib/log';
import { exclusively } from './boss-setup';

/**
 * The periciado's notices (issue 38): queue definition and handler in one file (the lead folds it into the jobs
 * registry). A pg-boss cron job every minute (one instance runs each slot) writes the due reminders (3 days and 1
 * day before) into the avisos_periciado outbox and sends what is due; between slots a light pump on each instance
 * sends what changes just wrote. Rows are claimed with SKIP LOCKED and leave 'pendente' when sent, so however many
 * instances pump, each notice goes once; failures wait (1 min doubling) and are retried up to 9 attempts.
 */
export const AVISOS_PERICIADO_QUEUE = 'avisos-periciado';
const CRON = '* * * * *';

export type AvisosPericiadoWorkerOptions = { intervaloMs?: number };
type Worker = { boss: PgBoss; timer: NodeJS.Timeout; rodando: Promise<void> | null };
const g = globalThis as typeof globalThis & { __periciaAvisosPericiado?: Promise<Worker> };

async function rodada(comLembretes: boolean): Promise<void> {
  const lembretes = comLembretes ? await agendarLembretesPericiado() : 0;
  const r = await processarAvisosPericiado();
  if (lembretes || r.enviados || r.falhas) logger.info({ lembretes, ...r }, 'Avisos ao periciado processados');
}

async function start(opts: AvisosPericiadoWorkerOptions): Promise<Worker> {
  const database = await jobDatabase();
  const boss =
    database.kind === 'pg'
      ? new PgBoss({ connectionString: database.connectionString, max: 2 })
      : new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) } });
  boss.on('error', (err) => logger.error({ err }, 'Fila de avisos ao periciado: erro'));
  await exclusively(database, async () => {
    await boss.start();
    await boss.createQueue(AVISOS_PERICIADO_QUEUE, { name: AVISOS_PERICIADO_QUEUE, policy: 'stately', retryLimit: 3, retryDelay: 60, retryBackoff: true });
    await boss.schedule(AVISOS_PERICIADO_QUEUE, CRON, {}, { tz: SAO_PAULO_TZ });
  });
  await boss.work(AVISOS_PERICIADO_QUEUE, async () => rodada(true));
  const worker: Worker = { boss, timer: undefined as unknown as NodeJS.Timeout, rodando: null };
  worker.timer = setInterval(() => {
    if (worker.rodando) return;
    worker.rodando = rodada(false)
      .catch((err: unknown) => logger.error({ erro: (err as Error).name, mensagem: (err as Error).message }, 'Avisos ao periciado: a bomba falhou'))
      .finally(() => {
        worker.rodando = null;
      });
  }, opts.intervaloMs ?? 5000);
  worker.timer.unref?.();
  logger.info({ fila: AVISOS_PERICIADO_QUEUE, cron: CRON }, 'Avisos ao periciado: worker iniciado');
  onBeforeCloseDb(stopAvisosPericiadoWorker);
  return worker;
}

/** Starts the worker once per process (lib/startup.ts); AVISOS_PERICIADO_WORKER=0 turns it off (e.g. web-only instances). */
export function startAvisosPericiadoWorker(opts: AvisosPericiadoWorkerOptions = {}): Promise<Worker> {
  g.__periciaAvisosPericiado ??= start(opts).catch((err: unknown) => {
    g.__periciaAvisosPericiado = undefined;
    throw err;
  });
  return g.__periciaAvisosPericiado;
}

export async function stopAvisosPericiadoWorker(): Promise<void> {
  const pending = g.__periciaAvisosPericiado;
  g.__periciaAvisosPericiado = undefined;
  if (!pending) return;
  const w = await pending;
  clearInterval(w.timer);
  await w.rodando;
  await w.boss.stop({ graceful: true, wait: true, timeout: 5000 });
}

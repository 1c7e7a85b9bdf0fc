import PgBoss from 'pg-boss';
import { jobDatabase, onBeforeCloseDb } from '@/lib/db/client';
import { AvisoEmailFalhouError, AvisoEmailOcupadoError, enviarAvisoEmail, liberarAvisos, manterAvisosEmail, reservarAvisosPendentes } from '@/lib/data/avisos-email';
import { AVISO_EMAIL_RETRY_DELAY_SECONDS, AVISO_EMAIL_RETRY_LIMIT, AVISO_EMAIL_TENTATIVA_MS } from '@/lib/domain/avisos-email';
import { logger } from '@/lib/log';
import { exclusively } from './boss-setup';

/**
 * The warning e-mails' worker (entrega após o prazo, novidades dos tribunais) on pg-boss over the app's own
 * database, as the webhooks (lib/jobs/webhooks.ts).
 *
 * The change writes one outbox row per person (avisos_email, lib/data/avisos-email) in its transaction and makes a
 * first attempt after the commit. Here a pump claims the pending rows that have no job yet (SKIP LOCKED, so each
 * row is claimed by one instance) and creates one pg-boss job per row, holding its id only; pg-boss runs it and,
 * when it throws, retries it with exponential backoff (8 retries, 60 s doubling: 4 to 8 h). Each attempt claims
 * its row before sending and rebuilds the message from the row's ids, so a row is sent by one worker at a time and
 * never after it was sent. After the last retry the row is marked failed and an error is logged.
 */
export const AVISOS_EMAIL_QUEUE = 'avisos-email';

export type AvisosEmailWorkerOptions = {
  /** pg-boss retry delay (seconds, doubled per retry) and retries; tests shorten them. */
  retryDelaySeconds?: number;
  retryLimit?: number;
  /** How often the pump looks for new outbox rows (ms). */
  intervaloMs?: number;
  /** Jobs fetched per poll (sent one after the other). */
  lote?: number;
};

type Worker = { boss: PgBoss; timer: NodeJS.Timeout; bombeando: Promise<void> | null };
const g = globalThis as typeof globalThis & { __periciaAvisosEmail?: Promise<Worker> };
const UMA_HORA = 3600_000;

/** The whole retry span (seconds): the first delay doubled `limit` times, summed. */
const duracaoDasTentativas = (delay: number, limit: number) => delay * (2 ** (limit + 1) - 1);

async function start(opts: AvisosEmailWorkerOptions): Promise<Worker> {
  const retryLimit = opts.retryLimit ?? AVISO_EMAIL_RETRY_LIMIT;
  const retryDelay = opts.retryDelaySeconds ?? AVISO_EMAIL_RETRY_DELAY_SECONDS;
  const database = await jobDatabase();
  const boss =
    database.kind === 'pg'
      ? new PgBoss({ connectionString: database.connectionString, max: 2 })
      : new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) } });
  boss.on('error', (err) => logger.error({ err }, 'Fila de avisos por e-mail: erro'));
  const expireInSeconds = Math.ceil((2 * AVISO_EMAIL_TENTATIVA_MS) / 1000);
  const jobOptions = { retryLimit, retryDelay, retryBackoff: true, expireInSeconds };
  await exclusively(database, async () => {
    await boss.start();
    await boss.createQueue(AVISOS_EMAIL_QUEUE, { name: AVISOS_EMAIL_QUEUE, policy: 'standard', ...jobOptions });
  });
  await boss.work<{ avisoId: number }>(
    AVISOS_EMAIL_QUEUE,
    { batchSize: opts.lote ?? 10, pollingIntervalSeconds: 0.5, includeMetadata: true },
    async (jobs) => {
      const falhas: string[] = [];
      // One after the other: one SMTP connection at a time per instance.
      for (const job of jobs) {
        try {
          await enviarAvisoEmail(job.data.avisoId, { ultimaTentativa: job.retryCount >= job.retryLimit });
        } catch (err) {
          if (err instanceof AvisoEmailOcupadoError) {
            // The attempt right after the commit holds the row: this job ends without using a retry, and the pump
            // creates a new one for the row if that attempt fails.
            await liberarAvisos([job.data.avisoId]);
            continue;
          }
          falhas.push(job.id);
          logger.warn({ aviso: job.data.avisoId, tentativa: job.retryCount + 1, causa: err instanceof AvisoEmailFalhouError ? err.message : (err as Error).name }, 'Aviso por e-mail: tentativa falhou');
        }
      }
      // The rest complete when this returns; the failed ones go back to pg-boss for a retry.
      if (falhas.length) await boss.fail(AVISOS_EMAIL_QUEUE, falhas);
    },
  );

  const worker: Worker = { boss, timer: undefined as unknown as NodeJS.Timeout, bombeando: null };
  // A pending row claimed longer ago than the whole retry span (plus an hour) lost its job: the upkeep frees it.
  const perdidoAposMs = duracaoDasTentativas(retryDelay, retryLimit) * 1000 + UMA_HORA;
  let ultimaManutencao = 0;
  const bombear = async () => {
    if (Date.now() - ultimaManutencao > UMA_HORA) {
      ultimaManutencao = Date.now();
      const r = await manterAvisosEmail(perdidoAposMs);
      if (r.apagados || r.reagendados) logger.info(r, 'Avisos por e-mail: manutenção');
    }
    for (;;) {
      const rows = await reservarAvisosPendentes(500);
      if (rows.length === 0) return;
      try {
        // A row whose first attempt (right after the commit) failed waits for the retry delay.
        await boss.insert(
          rows.map((r) => ({
            name: AVISOS_EMAIL_QUEUE,
            data: { avisoId: r.id },
            ...jobOptions,
            ...(r.tentativas > 0 ? { startAfter: new Date(Date.now() + retryDelay * 1000) } : {}),
          })),
        );
      } catch (err) {
        await liberarAvisos(rows.map((r) => r.id));
        throw err;
      }
      if (rows.length < 500) return;
    }
  };
  worker.timer = setInterval(() => {
    if (worker.bombeando) return;
    worker.bombeando = bombear()
      .catch((err: unknown) => logger.error({ erro: (err as Error).name, mensagem: (err as Error).message }, 'Avisos por e-mail: a bomba falhou'))
      .finally(() => {
        worker.bombeando = null;
      });
  }, opts.intervaloMs ?? 1000);
  worker.timer.unref?.();
  logger.info({ fila: AVISOS_EMAIL_QUEUE, retryLimit, retryDelay }, 'Avisos por e-mail: worker iniciado');
  onBeforeCloseDb(stopAvisosEmailWorker);
  return worker;
}

/** Starts the worker once per process (lib/startup.ts); AVISOS_EMAIL_WORKER=0 turns it off (e.g. web-only instances). */
export function startAvisosEmailWorker(opts: AvisosEmailWorkerOptions = {}): Promise<Worker> {
  g.__periciaAvisosEmail ??= start(opts).catch((err: unknown) => {
    g.__periciaAvisosEmail = undefined;
    throw err;
  });
  return g.__periciaAvisosEmail;
}

export async function stopAvisosEmailWorker(): Promise<void> {
  const pending = g.__periciaAvisosEmail;
  g.__periciaAvisosEmail = undefined;
  if (!pending) return;
  const w = await pending;
  clearInterval(w.timer);
  await w.bombeando;
  await w.boss.stop({ graceful: true, wait: true, timeout: 5000 });
}

import PgBoss from 'pg-boss';
import { jobDatabase, onBeforeCloseDb } from '@/lib/db/client';
import { entregarWebhook, liberarEntregas, manterWebhooks, reservarEntregasPendentes } from '@/lib/data/webhooks';
import { WEBHOOK_RETRY_DELAY_SECONDS, WEBHOOK_RETRY_LIMIT, WEBHOOK_TIMEOUT_MS } from '@/lib/domain/webhooks';
import { logger } from '@/lib/log';
import { exclusively } from './boss-setup';

/**
 * The webhook worker (issue 24) on pg-boss over the app's own database, as the reminders (lib/jobs/lembretes.ts).
 *
 * lib/data/webhooks/emitir.ts writes an outbox row per (event, endpoint) in the transaction of the change. Here a
 * pump claims rows that have no job yet (SKIP LOCKED, so each row is claimed by one instance) and creates one
 * pg-boss job per row; pg-boss runs it and, when it throws, retries it with exponential backoff (6 retries,
 * 40 s doubling: about an hour). The attempt claims its row again before sending (lib/data/webhooks/entregar.ts),
 * so a row is sent by one worker at a time and never after it was delivered, however many instances run.
 */
export const WEBHOOKS_QUEUE = 'webhook-entregas';

export type WebhooksWorkerOptions = {
  /** pg-boss retry delay (seconds, doubled per retry) and retries; tests shorten them. */
  retryDelaySeconds?: number;
  retryLimit?: number;
  /** How often the pump looks for new outbox rows (ms). */
  intervaloMs?: number;
  /** Jobs fetched per poll (sent concurrently). */
  lote?: number;
};

type Worker = { boss: PgBoss; timer: NodeJS.Timeout; bombeando: Promise<void> | null };
const g = globalThis as typeof globalThis & { __periciaWebhooks?: Promise<Worker> };
const UMA_HORA = 3600_000;

async function start(opts: WebhooksWorkerOptions): Promise<Worker> {
  const retryLimit = opts.retryLimit ?? WEBHOOK_RETRY_LIMIT;
  const retryDelay = opts.retryDelaySeconds ?? WEBHOOK_RETRY_DELAY_SECONDS;
  const database = await jobDatabase();
  const boss =
    database.kind === 'pg'
      ? new PgBoss({ connectionString: database.connectionString, max: 3 })
      : new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) } });
  boss.on('error', (err) => logger.error({ err }, 'Fila de webhooks: erro'));
  const expireInSeconds = Math.ceil((3 * WEBHOOK_TIMEOUT_MS) / 1000);
  await exclusively(database, async () => {
    await boss.start();
    await boss.createQueue(WEBHOOKS_QUEUE, { name: WEBHOOKS_QUEUE, policy: 'standard', retryLimit, retryDelay, retryBackoff: true, expireInSeconds });
  });
  await boss.work<{ entregaId: number }>(
    WEBHOOKS_QUEUE,
    { batchSize: opts.lote ?? 25, pollingIntervalSeconds: 0.5, includeMetadata: true },
    async (jobs) => {
      const falhas: string[] = [];
      await Promise.all(
        jobs.map(async (job) => {
          try {
            await entregarWebhook(job.data.entregaId, { ultimaTentativa: job.retryCount >= job.retryLimit });
          } catch (err) {
            falhas.push(job.id);
            logger.warn({ entrega: job.data.entregaId, tentativa: job.retryCount + 1, mensagem: (err as Error).message }, 'Webhook: tentativa falhou');
          }
        }),
      );
      // The rest complete when this returns; the failed ones go back to pg-boss for a retry.
      if (falhas.length) await boss.fail(WEBHOOKS_QUEUE, falhas);
    },
  );

  const worker: Worker = { boss, timer: undefined as unknown as NodeJS.Timeout, bombeando: null };
  let ultimaManutencao = 0;
  const bombear = async () => {
    if (Date.now() - ultimaManutencao > UMA_HORA) {
      ultimaManutencao = Date.now();
      const r = await manterWebhooks();
      if (r.apagados || r.reagendados) logger.info(r, 'Webhooks: manutenção');
    }
    for (;;) {
      const ids = await reservarEntregasPendentes(500);
      if (ids.length === 0) return;
      try {
        await boss.insert(ids.map((entregaId) => ({ name: WEBHOOKS_QUEUE, data: { entregaId }, retryLimit, retryDelay, retryBackoff: true, expireInSeconds })));
      } catch (err) {
        await liberarEntregas(ids);
        throw err;
      }
      if (ids.length < 500) return;
    }
  };
  worker.timer = setInterval(() => {
    if (worker.bombeando) return;
    worker.bombeando = bombear()
      .catch((err: unknown) => logger.error({ erro: (err as Error).name, mensagem: (err as Error).message }, 'Webhooks: a bomba falhou'))
      .finally(() => {
        worker.bombeando = null;
      });
  }, opts.intervaloMs ?? 1000);
  worker.timer.unref?.();
  logger.info({ fila: WEBHOOKS_QUEUE, retryLimit, retryDelay }, 'Webhooks: worker iniciado');
  onBeforeCloseDb(stopWebhooksWorker);
  return worker;
}

/** Starts the worker once per process (lib/startup.ts); WEBHOOKS_WORKER=0 turns it off (e.g. web-only instances). */
export function startWebhooksWorker(opts: WebhooksWorkerOptions = {}): Promise<Worker> {
  g.__periciaWebhooks ??= start(opts).catch((err: unknown) => {
    g.__periciaWebhooks = undefined;
    throw err;
  });
  return g.__periciaWebhooks;
}

export async function stopWebhooksWorker(): Promise<void> {
  const pending = g.__periciaWebhooks;
  g.__periciaWebhooks = undefined;
  if (!pending) return;
  const w = await pending;
  clearInterval(w.timer);
  await w.bombeando;
  await w.boss.stop({ graceful: true, wait: true, timeout: 5000 });
}

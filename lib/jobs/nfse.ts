import PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import { getDb, jobDatabase, onBeforeCloseDb } from '@/lib/db/client';
import { notasFiscais } from '@/lib/db/schema';
import { liberarNotas, reservarNotasPendentes, trabalharNota } from '@/lib/data/nfse/fila';
import { logger } from '@/lib/log';
import { NFSE_TIMEOUT_MS } from '@/lib/nfse/cliente';
import { exclusively } from './boss-setup';

/**
 * The NFS-e queue (issue 39): queue definition and handler in one file, for the job registry (DESIGN §12) to fold
 * in. A payment approved writes its note (notas_fiscais, status na_fila) in its own transaction; a pump here claims
 * due rows without a job (SKIP LOCKED: one instance each) and creates one pg-boss job per row; pg-boss runs it and,
 * when the service is down (the handler throws), retries with exponential backoff (8 retries from 60 s: about 8 h).
 * The issue itself is idempotent (lib/data/nfse/emitir.ts: lease, one DPS number, ask before resending after a
 * time-out). After the last retry the row is freed and tried again an hour later. Issued notes whose DANFSe could
 * not be fetched go through the same queue until it is stored.
 */
export const NFSE_QUEUE = 'nfse';
export const NFSE_RETRY_LIMIT = 8;
export const NFSE_RETRY_DELAY_SECONDS = 60;

export type NfseWorkerOptions = { retryDelaySeconds?: number; retryLimit?: number; intervaloMs?: number };
type Worker = { boss: PgBoss; timer: NodeJS.Timeout; bombeando: Promise<void> | null };
const g = globalThis as typeof globalThis & { __periciaNfse?: Promise<Worker> };

async function start(opts: NfseWorkerOptions): Promise<Worker> {
  const retryLimit = opts.retryLimit ?? NFSE_RETRY_LIMIT;
  const retryDelay = opts.retryDelaySeconds ?? NFSE_RETRY_DELAY_SECONDS;
  const database = await jobDatabase();
  const boss =
    database.kind === 'pg'
      ? new PgBoss({ connectionString: database.connectionString, max: 2 })
      : new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) } });
  boss.on('error', (err) => logger.error({ err }, 'Fila da NFS-e: erro'));
  const jobOptions = { retryLimit, retryDelay, retryBackoff: true, expireInSeconds: Math.ceil((4 * NFSE_TIMEOUT_MS) / 1000) };
  await exclusively(database, async () => {
    await boss.start();
    await boss.createQueue(NFSE_QUEUE, { name: NFSE_QUEUE, policy: 'standard', ...jobOptions });
  });
  await boss.work<{ notaId: number }>(NFSE_QUEUE, { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true }, async ([job]) => {
    try {
      const r = await trabalharNota(job.data.notaId);
      await liberarNotas([job.data.notaId]);
      logger.info({ nota: job.data.notaId, resultado: r }, 'NFS-e: tentativa concluída');
    } catch (err) {
      const ultima = job.retryCount >= job.retryLimit;
      logger.warn({ nota: job.data.notaId, tentativa: job.retryCount + 1, erro: (err as Error).message, ultima }, 'NFS-e: tentativa falhou');
      if (ultima) await liberarNotas([job.data.notaId], new Date(Date.now() + 3600_000));
      throw err;
    }
  });
  const worker: Worker = { boss, timer: undefined as unknown as NodeJS.Timeout, bombeando: null };
  const bombear = async () => {
    const ids = await reservarNotasPendentes(100);
    if (!ids.length) return;
    try {
      await boss.insert(ids.map((notaId) => ({ name: NFSE_QUEUE, data: { notaId }, ...jobOptions })));
    } catch (err) {
      await liberarNotas(ids);
      throw err;
    }
  };
  worker.timer = setInterval(() => {
    if (worker.bombeando) return;
    worker.bombeando = bombear()
      .catch((err: unknown) => logger.error({ erro: (err as Error).message }, 'NFS-e: a bomba falhou'))
      .finally(() => {
        worker.bombeando = null;
      });
  }, opts.intervaloMs ?? 2000);
  worker.timer.unref?.();
  logger.info({ fila: NFSE_QUEUE, retryLimit, retryDelay }, 'NFS-e: worker iniciado');
  onBeforeCloseDb(stopNfseWorker);
  return worker;
}

/** Starts the worker once per process (lib/startup.ts); NFSE_WORKER=0 turns it off (e.g. web-only instances). */
export function startNfseWorker(opts: NfseWorkerOptions = {}): Promise<Worker> {
  g.__periciaNfse ??= start(opts).catch((err: unknown) => {
    g.__periciaNfse = undefined;
    throw err;
  });
  return g.__periciaNfse;
}

export async function stopNfseWorker(): Promise<void> {
  const pending = g.__periciaNfse;
  g.__periciaNfse = undefined;
  if (!pending) return;
  const w = await pending;
  clearInterval(w.timer);
  await w.bombeando;
  await w.boss.stop({ graceful: true, wait: true, timeout: 5000 });
}

/** For GET /api/health (one small function the health check can plug in): the queue's backlog. */
export async function estadoFilaNfse(): Promise<{ nome: string; ativa: boolean; pendentes: number; rejeitadas: number }> {
  const db = await getDb();
  const [r] = await db
    .select({ pendentes: sql<number>`count(*) filter (where ${notasFiscais.status} = 'na_fila')`, rejeitadas: sql<number>`count(*) filter (where ${notasFiscais.status} = 'rejeitada')` })
    .from(notasFiscais);
  return { nome: NFSE_QUEUE, ativa: g.__periciaNfse !== undefined, pendentes: Number(r.pendentes), rejeitadas: Number(r.rejeitadas) };
}

import PgBoss from 'pg-boss';
import { jobDatabase, onBeforeCloseDb } from '@/lib/db/client';
import { enfileirarPdfsAntigos, liberarLeituras, reservarLeiturasPendentes } from '@/lib/data/autos/enfileirar';
import { lerDocumento } from '@/lib/data/autos/ler-documento';
import { gerarSugestoes } from '@/lib/data/autos/linha-do-tempo';
import { logger } from '@/lib/log';
import { exclusively } from './boss-setup';

/**
 * The reading of the autos (issue 35 item 2): queue `autos-leitura` on pg-boss over the app's own database.
 *
 * An upload writes a row of `autos_leituras` ('na_fila') in its transaction; the pump below claims waiting rows
 * (and readings whose reader went silent past its lease: a killed server) and queues one job per document. The
 * job reads the PDF in a child process (lib/autos/ler-pdf.ts), never on this event loop, resuming at the first
 * page not stored. One document at a time per instance; OCR parallelism inside it is AUTOS_OCR_CONCURRENCY.
 * A `{ backfill: true }` job, queued once at start (singleton), queues the PDFs stored before reading existed.
 *
 * Queue definition and handler live here so that the job registry (issue 33) can take them as they are.
 */
export const AUTOS_LEITURA_QUEUE = 'autos-leitura';
type Dados = { documentoId?: number; backfill?: boolean };

export const autosLeituraFila = {
  name: AUTOS_LEITURA_QUEUE,
  options: { name: AUTOS_LEITURA_QUEUE, policy: 'standard' as const, retryLimit: 3, retryDelay: 60, retryBackoff: true, expireInSeconds: 4 * 3600 },
};

/** The handler: one document per job (or the backfill). */
export async function tratarAutosLeitura(job: { id: string; data: Dados }, signal?: AbortSignal): Promise<void> {
  if (job.data.backfill) {
    const n = await enfileirarPdfsAntigos();
    if (n) logger.info({ documentos: n }, 'Autos: PDFs antigos na fila de leitura');
    return;
  }
  if (!job.data.documentoId) return;
  const r = await lerDocumento(job.data.documentoId, { leitor: job.id, signal });
  logger.info({ documentoId: job.data.documentoId, resultado: r }, 'Autos: job de leitura');
  // The clinical timeline's proposals from the pages just read (a failure here does not undo the reading).
  if (r === 'pronto') {
    const n = await gerarSugestoes(job.data.documentoId).catch((err: unknown) => {
      logger.error({ documentoId: job.data.documentoId, erro: (err as Error).name }, 'Autos: sugestões da linha do tempo falharam');
      return 0;
    });
    if (n) logger.info({ documentoId: job.data.documentoId, sugestoes: n }, 'Autos: linha do tempo sugerida');
  }
}

type Worker = { boss: PgBoss; timer: NodeJS.Timeout; bombeando: Promise<void> | null; parar: AbortController };
const g = globalThis as typeof globalThis & { __periciaAutos?: Promise<Worker> };

async function start(intervaloMs: number): Promise<Worker> {
  const database = await jobDatabase();
  const boss =
    database.kind === 'pg'
      ? new PgBoss({ connectionString: database.connectionString, max: 2 })
      : new PgBoss({ db: { executeSql: (text, values) => database.executeSql(text, values) } });
  boss.on('error', (err) => logger.error({ err }, 'Fila de leitura dos autos: erro'));
  await exclusively(database, async () => {
    await boss.start();
    await boss.createQueue(AUTOS_LEITURA_QUEUE, autosLeituraFila.options);
  });
  const parar = new AbortController();
  await boss.work<Dados>(AUTOS_LEITURA_QUEUE, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
    await tratarAutosLeitura(job, parar.signal);
  });
  await boss.send(AUTOS_LEITURA_QUEUE, { backfill: true }, { singletonKey: 'backfill', singletonSeconds: 3600 });

  const worker: Worker = { boss, timer: undefined as unknown as NodeJS.Timeout, bombeando: null, parar };
  const bombear = async () => {
    for (;;) {
      const ids = await reservarLeiturasPendentes(50);
      if (ids.length === 0) return;
      try {
        await boss.insert(ids.map((documentoId) => ({ ...autosLeituraFila.options, name: AUTOS_LEITURA_QUEUE, data: { documentoId } })));
      } catch (err) {
        await liberarLeituras(ids);
        throw err;
      }
      if (ids.length < 50) return;
    }
  };
  worker.timer = setInterval(() => {
    if (worker.bombeando) return;
    worker.bombeando = bombear()
      .catch((err: unknown) => logger.error({ erro: (err as Error).name, mensagem: (err as Error).message }, 'Autos: a bomba falhou'))
      .finally(() => {
        worker.bombeando = null;
      });
  }, intervaloMs);
  worker.timer.unref?.();
  logger.info({ fila: AUTOS_LEITURA_QUEUE }, 'Leitura dos autos: worker iniciado');
  onBeforeCloseDb(stopAutosLeituraWorker);
  return worker;
}

/** Starts the worker once per process (lib/startup.ts); AUTOS_WORKER=0 turns it off (e.g. web-only instances). */
export function startAutosLeituraWorker(opts: { intervaloMs?: number } = {}): Promise<Worker> {
  g.__periciaAutos ??= start(opts.intervaloMs ?? 2000).catch((err: unknown) => {
    g.__periciaAutos = undefined;
    throw err;
  });
  return g.__periciaAutos;
}

export async function stopAutosLeituraWorker(): Promise<void> {
  const pending = g.__periciaAutos;
  g.__periciaAutos = undefined;
  if (!pending) return;
  const w = await pending;
  clearInterval(w.timer);
  // A reading in progress stops and gives its document back (it resumes at the next start, where it stopped).
  w.parar.abort();
  await w.bombeando;
  await w.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
}

import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError, UnprocessableEntityError } from '@/lib/errors';
import { logger } from '@/lib/log';
import type { RenderJob, RenderReply } from './types';

/**
 * Renders PDFs and DOCX in worker threads, so a long document never holds the event loop that answers everybody
 * else's requests. A small pool (one worker per spare core), a bounded queue (a burst beyond it is refused at once
 * instead of piling up), and a time budget per document (the worker is ended, and replaced, when it runs over).
 */
const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));
const QUEUE_MAX = Number(process.env.RENDER_QUEUE_MAX ?? 16);
const TIMEOUT_MS = Number(process.env.RENDER_TIMEOUT_MS ?? 60_000);

export const MSG_RENDER_OCUPADO = 'Muitos documentos sendo gerados agora. Tente novamente em alguns instantes.';
export const msgRenderDemorado = (segundos: number) =>
  `O documento demorou mais de ${segundos} s para ser gerado. Reduza o texto (ou divida parágrafos muito longos) e tente novamente.`;

class ServiceBusyError extends AppError {
  constructor(message: string) {
    super(message, 503);
  }
}

type Pending = { job: RenderJob; resolve: (b: Buffer) => void; reject: (e: Error) => void };
type Slot = { worker: Worker; task?: Pending & { id: number; timer: NodeJS.Timeout } };

const g = globalThis as typeof globalThis & { __renderPool?: { slots: Slot[]; queue: Pending[]; nextId: number } };
const pool = (g.__renderPool ??= { slots: [], queue: [], nextId: 1 });

/** Renders one document in a worker; 503 when the queue is full, 422 when it runs over its time budget. */
export function render(job: RenderJob): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const busy = pool.slots.filter((s) => s.task).length;
    if (busy >= POOL_SIZE && pool.queue.length >= QUEUE_MAX) {
      reject(new ServiceBusyError(MSG_RENDER_OCUPADO));
      return;
    }
    pool.queue.push({ job, resolve, reject });
    dispatch();
  });
}

function dispatch(): void {
  while (pool.queue.length) {
    let slot = pool.slots.find((s) => !s.task);
    if (!slot && pool.slots.length < POOL_SIZE) slot = spawn();
    if (!slot) return;
    const next = pool.queue.shift()!;
    const id = pool.nextId++;
    const timer = setTimeout(() => timeout(slot), TIMEOUT_MS);
    slot.task = { ...next, id, timer };
    slot.worker.postMessage({ id, job: next.job });
  }
}

function spawn(): Slot {
  const slot: Slot = { worker: startWorker() };
  slot.worker.unref();
  slot.worker.on('message', (reply: RenderReply) => {
    const task = slot.task;
    if (!task || task.id !== reply.id) return;
    clearTimeout(task.timer);
    slot.task = undefined;
    if (reply.ok) task.resolve(Buffer.from(reply.bytes.buffer, reply.bytes.byteOffset, reply.bytes.byteLength));
    else task.reject(new Error(reply.message));
    dispatch();
  });
  slot.worker.on('error', (err) => retire(slot, err));
  slot.worker.on('exit', () => retire(slot, new Error('O gerador de documentos parou.')));
  pool.slots.push(slot);
  return slot;
}

function timeout(slot: Slot): void {
  const task = slot.task;
  if (!task) return;
  logger.warn({ formato: task.job.formato, limiteMs: TIMEOUT_MS }, 'Documento excedeu o tempo de geração');
  retire(slot, new UnprocessableEntityError(msgRenderDemorado(Math.round(TIMEOUT_MS / 1000))));
  void slot.worker.terminate();
}

/** Takes a worker out of the pool, failing its task; the next render starts a fresh one. */
function retire(slot: Slot, err: Error): void {
  const i = pool.slots.indexOf(slot);
  if (i >= 0) pool.slots.splice(i, 1);
  const task = slot.task;
  slot.task = undefined;
  if (task) {
    clearTimeout(task.timer);
    task.reject(err);
  }
  dispatch();
}

function startWorker(): Worker {
  // Inside Next (built or dev) the bundler turns this URL into the worker's own chunk. From sources (vitest, scripts
  // under tsx) the worker is the .ts file beside this one, loaded through tsx's loader; its URL is built at run time
  // so that the bundler does not copy the source as an asset.
  if (process.env.NEXT_RUNTIME !== 'nodejs') {
    const url = import.meta.url.replace(/pool\.ts$/, 'worker.ts');
    return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url)}); })`, { eval: true });
  }
  return new Worker(new URL('./worker.ts', import.meta.url));
}

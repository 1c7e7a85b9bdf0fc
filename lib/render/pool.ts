import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { AppError, UnprocessableEntityError } from '@/lib/errors';
import { logger } from '@/lib/log';
import type { RenderJob } from './types';

/**
 * Renders PDFs and DOCX in worker threads (Piscina), so a long document never holds the event loop that answers
 * everybody else's requests. A small pool (one worker per spare core), a bounded queue (a burst beyond it is refused at
 * once instead of piling up), and a time budget per document, counted from when its worker starts it (the worker is
 * ended, and Piscina starts a fresh one, when it runs over).
 */
const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));
const QUEUE_MAX = Number(process.env.RENDER_QUEUE_MAX ?? 16);
const TIMEOUT_MS = Number(process.env.RENDER_TIMEOUT_MS ?? 60_000);
// The worker's task, bundled from ./worker.ts by scripts/build-render-worker.mjs. Read from the working directory, as
// the autos' reader is (lib/autos/ler-pdf.ts): the repository in development and tests, .next/standalone in production.
const BUNDLE = path.join(process.cwd(), 'lib/render/gerado/render-worker.mjs');

export const MSG_RENDER_OCUPADO = 'Muitos documentos sendo gerados agora. Tente novamente em alguns instantes.';
export const msgRenderDemorado = (segundos: number) =>
  `O documento demorou mais de ${segundos} s para ser gerado. Reduza o texto (ou divida parágrafos muito longos) e tente novamente.`;

class ServiceBusyError extends AppError {
  constructor(message: string) {
    super(message, 503);
  }
}

const g = globalThis as typeof globalThis & { __renderPool?: { piscina: Piscina; emCurso: number } };

function pool() {
  if (g.__renderPool) return g.__renderPool;
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} não existe: rode \`npm run build:render-worker\` (ou \`npm run build\`).`);
  // The workers start with the first document and stay (Piscina unrefs idle ones: they never keep the process alive).
  const piscina = new Piscina({ filename: BUNDLE, minThreads: POOL_SIZE, maxThreads: POOL_SIZE });
  return (g.__renderPool = { piscina, emCurso: 0 });
}

/** Renders one document in a worker; 503 when the queue is full, 422 when it runs over its time budget. */
export async function render(job: RenderJob): Promise<Buffer> {
  const p = pool();
  // Documents being rendered plus those waiting: beyond a full pool and a full queue, refuse at once. Counted here, not
  // with Piscina's maxQueue, which does not count tasks that carry an AbortSignal.
  if (p.emCurso >= POOL_SIZE + QUEUE_MAX) throw new ServiceBusyError(MSG_RENDER_OCUPADO);
  p.emCurso++;
  const cancelar = new AbortController();
  const { port1, port2 } = new MessageChannel();
  let timer: NodeJS.Timeout | undefined;
  port1.once('message', () => {
    timer = setTimeout(() => cancelar.abort(), TIMEOUT_MS);
    port1.close();
  });
  try {
    const bytes: Uint8Array = await p.piscina.run({ job, inicio: port2 }, { transferList: [port2], signal: cancelar.signal });
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  } catch (err) {
    if (!cancelar.signal.aborted) throw err;
    logger.warn({ formato: job.formato, limiteMs: TIMEOUT_MS }, 'Documento excedeu o tempo de geração');
    throw new UnprocessableEntityError(msgRenderDemorado(Math.round(TIMEOUT_MS / 1000)));
  } finally {
    p.emCurso--;
    clearTimeout(timer);
    port1.close();
  }
}

import type PgBoss from 'pg-boss';

/** One job as a queue's handler sees it: its data and where it stands in its retries. */
export type Tarefa<T = Record<string, unknown>> = { id: string; data: T; retryCount: number; retryLimit: number };

/**
 * One queue of the app, as lib/jobs/registro.ts lists it. The runtime (lib/jobs/runtime.ts) creates it, schedules
 * it, works it and reports it on `GET /api/health`; nothing else touches pg-boss.
 */
export type Fila = {
  /** pg-boss's queue name (kept when a queue moves: jobs already queued keep their name). */
  nome: string;
  /** Whether this instance works the queue (an env switch such as LEMBRETES_WORKER=0 turns it off on purpose). */
  ligada: () => boolean;
  /** A cron (São Paulo time) for scheduled queues; null turns the schedule off everywhere (e.g. BACKUP_KEEP=0). */
  agenda?: () => string | null;
  /** pg-boss's policy: 'stately' holds at most one queued and one active job (scheduled runs), 'standard' any number. */
  politica: 'standard' | 'stately';
  /** Retries after the first attempt, the first delay (seconds) and whether it doubles per retry. */
  tentativas: { limite: number; atrasoSegundos: number; exponencial: boolean };
  /** A job running longer than this is taken as lost (pg-boss expires it and counts a failed attempt). */
  expiraSegundos?: number;
  /** Jobs fetched per poll, and how many of them run at once. */
  lote: number;
  concorrencia: number;
  /** How often the worker polls (seconds; pg-boss's default is 2). */
  intervaloSegundos?: number;
  /**
   * Each job in its own slot (issue 36 item 3): `concorrencia` slots, a slot fetches a new job as soon as its job
   * ends. Without it a batch of `lote` jobs is fetched and the next fetch waits for the slowest of the batch, so
   * one job waiting on the outside (a webhook receiver that never answers) holds up the others.
   */
  vagasIndependentes?: boolean;
  /** Runs one job; a throw sends it back to pg-boss for a retry (or marks it failed after the last). */
  executar: (tarefa: Tarefa) => Promise<void>;
  /**
   * After the queue is worked: anything the queue runs beside pg-boss's own fetch (an outbox pump, a catch-up run).
   * Answers the function that stops it (called before pg-boss stops).
   */
  aoIniciar?: (ctx: ContextoFila) => Promise<(() => Promise<void>) | void>;
};

/** What a queue's aoIniciar may use: insert jobs into its own queue with its own retry policy. */
export type ContextoFila = {
  boss: PgBoss;
  /** The queue's job options (retries, delay, backoff, expiry), for boss.insert/send. */
  opcoesDeTarefa: { retryLimit: number; retryDelay: number; retryBackoff: boolean; expireInSeconds?: number };
  /** A test's override of how often a pump looks for work (ms). */
  intervaloMs?: number;
  /** Tells this instance's worker that jobs were just inserted (a queue with `vagasIndependentes` fetches now). */
  acordar: () => void;
};

/** Per-queue overrides for tests (shorter retries, faster pumps). */
export type AjusteFila = Partial<Pick<Fila, 'lote' | 'concorrencia' | 'agenda'>> & { tentativas?: Partial<Fila['tentativas']>; intervaloMs?: number };

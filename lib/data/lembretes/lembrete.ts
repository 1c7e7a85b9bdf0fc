import type { LembreteKind } from '@/lib/db/schema';
import type { Mail } from '@/lib/mail';

/**
 * Reminders (issue 13 item 5): 5 days, 2 days and on the day of each open deadline, and the day before each
 * perícia, to the people of the case by role (lembreteRecipients), in the app and, when the person wants it
 * (Configurações), by e-mail.
 *
 * Exactly once however many workers run: each reminder is a row with a unique `chave` (deadline or perícia,
 * kind, person) inserted with ON CONFLICT DO NOTHING, and its in-app notification is written by the same
 * statement only for the rows that statement inserted. E-mails are then delivered from those rows: a worker
 * claims a batch with FOR UPDATE SKIP LOCKED (status 'enviando' with a lease, attempts + 1), so no two workers
 * hold the same row; a failed send goes back to 'pendente' with a growing delay and after MAX_ATTEMPTS ends
 * as 'falhou' (logged): never dropped silently. A worker that dies mid-send leaves its lease to expire and
 * another retries (at least once, then, for that rare case). `now` is injected so tests control the clock.
 */

export const MAX_ATTEMPTS = 5;
/** How long a claimed e-mail stays with the worker that claimed it before another may retry it. */
export const LEASE_MS = 10 * 60_000;
export const INSERT_CHUNK = 2000;
export const EMAIL_BATCH = 100;

export type LembretesResult = { vencidos: number; criados: number; enviados: number; falhas: number; queries: number };

export type LembretesOptions = {
  now?: Date;
  /** The e-mail sender (tests pass one that fails). */
  send?: (mail: Mail) => Promise<unknown>;
  /** Upper bound of e-mail batches in one run (the rest waits for the next run). */
  maxBatches?: number;
};

export type Novo = {
  chave: string;
  kind: LembreteKind;
  prazoId: number | null;
  periciaId: number | null;
  processoId: number;
  userId: number;
  dataAlvo: string;
  mensagem: string;
  emailStatus: 'pendente' | 'desativado';
};

export { rowsOf } from '@/lib/db/rows';


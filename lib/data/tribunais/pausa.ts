import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { tribunaisPausa } from '@/lib/db/schema';

export type ServicoCnj = 'datajud' | 'djen';

/**
 * Reserves the next moment this installation may call a CNJ service (issue 36 item 2): the stored moment moves on by
 * `pausaMs` at each reservation, atomically in the database, so every request and every instance keeps
 * TRIBUNAIS_PAUSA_MS between two calls (60 manual syncs at once no longer make 120 calls in 1.7 s). Answers how
 * long to wait (0 when the service is free).
 */
export async function reservarVezCnj(db: DbOrTx, servico: ServicoCnj, pausaMs: number, agora: Date = new Date()): Promise<number> {
  if (pausaMs <= 0) return 0;
  const [r] = await db
    .insert(tribunaisPausa)
    .values({ servico, proxima: agora })
    .onConflictDoUpdate({
      target: tribunaisPausa.servico,
      set: { proxima: sql`greatest(${tribunaisPausa.proxima} + make_interval(secs => ${pausaMs / 1000}), ${agora.toISOString()}::timestamptz)` },
    })
    .returning({ proxima: tribunaisPausa.proxima });
  return Math.max(0, r.proxima.getTime() - agora.getTime());
}

/** Waits for this installation's turn to call the service (with the run's own clock: tests pass theirs). */
export async function aguardarVezCnj(db: DbOrTx, servico: ServicoCnj, o: { pausa: number; esperar: (ms: number) => Promise<void> }): Promise<void> {
  const ms = await reservarVezCnj(db, servico, o.pausa);
  if (ms > 0) await o.esperar(ms);
}

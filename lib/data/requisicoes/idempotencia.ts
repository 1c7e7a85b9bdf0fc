import { and, eq, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { idempotencia } from '@/lib/db/schema';
import { ConflictError, UnprocessableEntityError } from '@/lib/errors';

/** A repeat within this window answers the first answer; after it the key may be used afresh. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export const MSG_KEY_REUSED = 'Esta Idempotency-Key já foi usada com outra requisição. Gere uma nova chave para uma nova operação.';
export const MSG_IN_PROGRESS = 'Uma requisição com esta Idempotency-Key ainda está em andamento. Tente novamente em instantes.';

export type Claim = { kind: 'new'; id: number } | { kind: 'replay'; status: number; body: string };

/**
 * Claims (user, key) for a request whose fingerprint is `requestHash`. The unique index decides between
 * simultaneous requests: exactly one gets 'new' and runs; the others see its row — a finished one is replayed,
 * a running one answers 409, another request under the same key 422. Rows older than 24 h do not count.
 */
export async function reservarChaveIdempotencia(userId: number, chave: string, rota: string, requestHash: string, now: Date = new Date()): Promise<Claim> {
  const db = await getDb();
  const since = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const [mine] = await db
      .insert(idempotencia)
      .values({ userId, chave, rota, requestHash, createdAt: now })
      .onConflictDoNothing({ target: [idempotencia.userId, idempotencia.chave] })
      .returning({ id: idempotencia.id });
    if (mine) {
      // Opportunistic clean-up of this user's expired keys.
      await db.delete(idempotencia).where(and(eq(idempotencia.userId, userId), lt(idempotencia.createdAt, since)));
      return { kind: 'new', id: mine.id };
    }
    const [first] = await db
      .select()
      .from(idempotencia)
      .where(and(eq(idempotencia.userId, userId), eq(idempotencia.chave, chave)))
      .limit(1);
    if (!first) continue; // released meanwhile: try again
    if (first.createdAt < since) {
      await db.delete(idempotencia).where(eq(idempotencia.id, first.id));
      continue;
    }
    if (first.requestHash !== requestHash || first.rota !== rota) throw new UnprocessableEntityError(MSG_KEY_REUSED);
    if (first.status === null || first.resposta === null) throw new ConflictError(MSG_IN_PROGRESS);
    return { kind: 'replay', status: first.status, body: first.resposta };
  }
  throw new ConflictError(MSG_IN_PROGRESS);
}

/** Stores the first (2xx) answer, to be replayed. */
export async function concluirChaveIdempotencia(id: number, status: number, resposta: string): Promise<void> {
  const db = await getDb();
  await db.update(idempotencia).set({ status, resposta }).where(eq(idempotencia.id, id));
}

/** The request failed (4xx/5xx): nothing is kept, so a corrected retry under the same key runs. */
export async function liberarChaveIdempotencia(id: number): Promise<void> {
  const db = await getDb();
  await db.delete(idempotencia).where(eq(idempotencia.id, id));
}

import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db/client';
import { sessoes } from '@/lib/db/schema';

/** Absolute lifetimes (DESIGN §10): 24 h, or 30 days with Lembrar-me. Nothing extends them. */
export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const REMEMBER_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const SESSION_ID = /^[A-Za-z0-9_-]{22}$/;

/** Records a new session (a login) and answers its id and absolute end. */
export async function criarSessao(userId: number, remember: boolean, now: Date = new Date()): Promise<{ id: string; expiresAt: Date }> {
  const db = await getDb();
  const id = randomBytes(16).toString('base64url');
  const expiresAt = new Date(now.getTime() + (remember ? REMEMBER_TTL_MS : SESSION_TTL_MS));
  await db.insert(sessoes).values({ id, userId, remember, createdAt: now, expiresAt });
  // Opportunistic clean-up of this user's long-dead sessions (expired or revoked over 30 days ago).
  const old = new Date(now.getTime() - REMEMBER_TTL_MS);
  await db.delete(sessoes).where(and(eq(sessoes.userId, userId), or(lt(sessoes.expiresAt, old), lt(sessoes.revokedAt, old))));
  return { id, expiresAt };
}

/** Logout: ends this session at once (its token stops working as Bearer and as cookie). */
export async function revogarSessao(sessionId: string, userId: number, now: Date = new Date()): Promise<void> {
  const db = await getDb();
  await db
    .update(sessoes)
    .set({ revokedAt: now })
    .where(and(eq(sessoes.id, sessionId), eq(sessoes.userId, userId), isNull(sessoes.revokedAt)));
}

/**
 * 'Sair de todos os dispositivos', password reset, deactivation: ends every live session of the user.
 * Answers how many were live.
 */
export async function revogarTodasAsSessoes(userId: number, now: Date = new Date(), db?: DbOrTx): Promise<number> {
  const rows = await (db ?? (await getDb()))
    .update(sessoes)
    .set({ revokedAt: now })
    .where(and(eq(sessoes.userId, userId), isNull(sessoes.revokedAt), gt(sessoes.expiresAt, now)))
    .returning({ id: sessoes.id });
  return rows.length;
}

import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb, preparedFor } from '@/lib/db/client';
import { mfaTotp, sessoes, users, type Role } from '@/lib/db/schema';

/** `mfa`: the user has TOTP enabled (MFA_REQUIRED_ROLES sends the others to enrol before the system opens). */
export type SessionUser = { id: number; nome: string; email: string; role: Role; ativo: boolean; mfa?: boolean };

export type SessionRef = { userId: number; sessionId: string; sessionVersion: number };

// Every authenticated request runs this: prepared once (lib/db/client.ts preparedFor).
const sessionUserQuery = preparedFor((db) =>
  db
    .select({
      id: users.id,
      nome: users.nome,
      email: users.email,
      role: users.role,
      ativo: users.ativo,
      sessionVersion: users.sessionVersion,
      mfa: sql<boolean>`(${mfaTotp.enabledAt} is not null)`,
    })
    .from(sessoes)
    .innerJoin(users, eq(users.id, sessoes.userId))
    .leftJoin(mfaTotp, eq(mfaTotp.userId, sessoes.userId))
    .where(
      and(
        eq(sessoes.id, sql.placeholder('sessionId')),
        eq(sessoes.userId, sql.placeholder('userId')),
        isNull(sessoes.revokedAt),
        gt(sessoes.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_user'),
);

/**
 * The user behind a token, in ONE query: the session row must exist, belong to the user, be unrevoked and
 * before its absolute end; the user active and the token's session version current.
 */
export async function findSessionUser(ref: SessionRef, now: Date = new Date()): Promise<SessionUser | null> {
  const [row] = await sessionUserQuery(await getDb()).execute({ sessionId: ref.sessionId, userId: ref.userId, now });
  if (!row || !row.ativo || row.sessionVersion !== ref.sessionVersion) return null;
  return { id: row.id, nome: row.nome, email: row.email, role: row.role, ativo: row.ativo, mfa: row.mfa === true };
}

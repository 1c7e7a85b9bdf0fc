import { and, eq, gt, isNull, or, sql, lt } from 'drizzle-orm';
import { getDb, preparedFor, type Db } from '@/lib/db/client';
import { mfaTotp, tokensApi, users } from '@/lib/db/schema';
import { hashTokenApi, isWellFormedTokenApi, ULTIMO_USO_INTERVALO_MS } from '@/lib/domain/tokens-api';
import type { SessionUser } from '@/lib/data/auth/session-users';

// Every call made with an API token runs this: one prepared query, as the login token's session lookup
// (lib/data/session-users.ts). The token must be unrevoked and unexpired, its owner active and at the session
// version the token was created under (a password reset or a deactivation bumps it).
function tokenUserSelect(db: Db) {
  return db
    .select({
      tokenId: tokensApi.id,
      ultimoUsoEm: tokensApi.ultimoUsoEm,
      id: users.id,
      nome: users.nome,
      email: users.email,
      role: users.role,
      ativo: users.ativo,
      mfa: sql<boolean>`(${mfaTotp.enabledAt} is not null)`,
    })
    .from(tokensApi)
    .innerJoin(users, eq(users.id, tokensApi.userId))
    .leftJoin(mfaTotp, eq(mfaTotp.userId, tokensApi.userId))
    .where(
      and(
        eq(tokensApi.tokenHash, sql.placeholder('hash')),
        isNull(tokensApi.revogadoEm),
        or(isNull(tokensApi.expiraEm), gt(tokensApi.expiraEm, sql.placeholder('now'))),
        eq(users.ativo, true),
        eq(users.sessionVersion, tokensApi.sessionVersion),
      ),
    )
    .limit(1);
}
const tokenUserQuery = preparedFor((db) => tokenUserSelect(db).prepare('token_api_user'));

/**
 * The owner behind a personal API token, or null. `tokenApiId` on the answer marks the call as made with a
 * token (what a token may not do, e.g. create tokens, reads it). The last use is written at most once a minute.
 */
export async function buscarUsuarioDoTokenApi(raw: string, now: Date = new Date()): Promise<SessionUser | null> {
  if (!isWellFormedTokenApi(raw)) return null;
  const db = await getDb();
  const [row] = await tokenUserQuery(db).execute({ hash: hashTokenApi(raw), now });
  if (!row) return null;
  if (!row.ultimoUsoEm || now.getTime() - row.ultimoUsoEm.getTime() >= ULTIMO_USO_INTERVALO_MS) {
    const antes = new Date(now.getTime() - ULTIMO_USO_INTERVALO_MS);
    await db
      .update(tokensApi)
      .set({ ultimoUsoEm: now })
      .where(and(eq(tokensApi.id, row.tokenId), or(isNull(tokensApi.ultimoUsoEm), lt(tokensApi.ultimoUsoEm, antes))));
  }
  return { id: row.id, nome: row.nome, email: row.email, role: row.role, ativo: row.ativo, mfa: row.mfa === true, tokenApiId: row.tokenId };
}

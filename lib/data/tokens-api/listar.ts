import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { tokensApi } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import type { TokenApiItem } from './comum';

/** `GET /api/auth/tokens`: the caller's live tokens (unrevoked, unexpired), newest first. */
export async function listarTokensApi(user: Pick<SessionUser, 'id'>, now: Date = new Date()): Promise<TokenApiItem[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(tokensApi)
    .where(and(eq(tokensApi.userId, user.id), isNull(tokensApi.revogadoEm), or(isNull(tokensApi.expiraEm), gt(tokensApi.expiraEm, now))))
    .orderBy(desc(tokensApi.createdAt), desc(tokensApi.id));
  return rows.map((t) => ({
    id: t.id,
    nome: t.nome,
    prefixo: t.prefixo,
    criadoEm: t.createdAt.toISOString(),
    expiraEm: t.expiraEm?.toISOString() ?? null,
    ultimoUsoEm: t.ultimoUsoEm?.toISOString() ?? null,
  }));
}

import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { tokensApi } from '@/lib/db/schema';
import { NotFoundError } from '@/lib/errors';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { MSG_TOKEN_NAO_ENCONTRADO } from './comum';

/** `DELETE /api/auth/tokens/{id}`: revokes one of the caller's tokens at once (404 for anyone else's). Audited. */
export async function revogarTokenApi(user: Pick<SessionUser, 'id'>, id: number, now: Date = new Date()): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(tokensApi)
      .set({ revogadoEm: now })
      .where(and(eq(tokensApi.id, id), eq(tokensApi.userId, user.id), isNull(tokensApi.revogadoEm)))
      .returning({ nome: tokensApi.nome });
    if (!row) throw new NotFoundError(MSG_TOKEN_NAO_ENCONTRADO);
    await registrarAlteracoes(tx, 'token_api', id, { tokenApi: row.nome }, { tokenApi: 'Revogado' }, user);
  });
}

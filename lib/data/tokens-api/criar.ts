import { and, count, eq, gt, isNull, or } from 'drizzle-orm';
import { getDb, toNumber } from '@/lib/db/client';
import { tokensApi, users } from '@/lib/db/schema';
import { ConflictError, ForbiddenError } from '@/lib/errors';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { gerarTokenApi, hashTokenApi, MAX_TOKENS_POR_USUARIO, prefixoTokenApi } from '@/lib/domain/tokens-api';
import type { CriarTokenApi } from '@/lib/validation/tokens-api';
import { MSG_TOKEN_POR_TOKEN, expiracao } from './comum';

/**
 * `POST /api/auth/tokens`: a new token for the caller, answered once in clear. Only a login may create one (a
 * token cannot breed tokens). Recorded in the audit history (entidade 'token_api').
 */
export async function criarTokenApi(user: SessionUser, input: CriarTokenApi, now: Date = new Date()): Promise<{ id: number; nome: string; token: string; expiraEm: string | null }> {
  if (user.tokenApiId !== undefined) throw new ForbiddenError(MSG_TOKEN_POR_TOKEN);
  const expiraEm = expiracao(input.expiraEm, now);
  const token = gerarTokenApi();
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ sv: users.sessionVersion }).from(users).where(eq(users.id, user.id)).for('update');
    const [{ n }] = await tx
      .select({ n: count() })
      .from(tokensApi)
      .where(and(eq(tokensApi.userId, user.id), isNull(tokensApi.revogadoEm), or(isNull(tokensApi.expiraEm), gt(tokensApi.expiraEm, now))));
    if (toNumber(n) >= MAX_TOKENS_POR_USUARIO) {
      throw new ConflictError(`Você já tem ${MAX_TOKENS_POR_USUARIO} tokens ativos. Revogue um antes de criar outro.`);
    }
    const [row] = await tx
      .insert(tokensApi)
      .values({ userId: user.id, nome: input.nome, tokenHash: hashTokenApi(token), prefixo: prefixoTokenApi(token), sessionVersion: owner.sv, expiraEm, createdAt: now })
      .returning({ id: tokensApi.id });
    await registrarAlteracoes(tx, 'token_api', row.id, { tokenApi: null }, { tokenApi: input.nome }, user);
    return { id: row.id, nome: input.nome, token, expiraEm: expiraEm?.toISOString() ?? null };
  });
}

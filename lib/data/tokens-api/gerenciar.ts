import { and, count, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { getDb, toNumber } from '@/lib/db/client';
import { tokensApi, users } from '@/lib/db/schema';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@/lib/errors';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { gerarTokenApi, hashTokenApi, MAX_TOKENS_POR_USUARIO, prefixoTokenApi } from '@/lib/domain/tokens-api';
import { startOfDayInBrazil } from '@/lib/domain/dates';
import { MSG_TOKEN_EXPIRA, type CriarTokenApi } from '@/lib/validation/tokens-api';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

export const MSG_TOKEN_POR_TOKEN = 'Um token de API não pode criar outros tokens. Entre com a sua senha para criar um.';
export const MSG_TOKEN_NAO_ENCONTRADO = 'Token de API não encontrado.';
const MAX_VALIDADE_MS = 2 * 366 * 24 * 60 * 60 * 1000;

/** What the owner sees of a token: never the secret nor its hash. */
export type TokenApiItem = {
  id: number;
  nome: string;
  prefixo: string;
  criadoEm: string;
  expiraEm: string | null;
  ultimoUsoEm: string | null;
};

/** `expiraEm` as an instant: a date lasts through that São Paulo day. */
function expiracao(expiraEm: string | null | undefined, now: Date): Date | null {
  if (!expiraEm) return null;
  const when = /^\d{4}-\d{2}-\d{2}$/.test(expiraEm) ? startOfDayInBrazil(dayjs.utc(expiraEm).add(1, 'day').format('YYYY-MM-DD')) : new Date(expiraEm);
  if (Number.isNaN(when.getTime()) || when.getTime() <= now.getTime() || when.getTime() - now.getTime() > MAX_VALIDADE_MS) {
    throw new ValidationError(MSG_TOKEN_EXPIRA, { expiraEm: MSG_TOKEN_EXPIRA });
  }
  return when;
}

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

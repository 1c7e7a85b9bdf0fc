import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb, preparedFor, type Db } from '@/lib/db/client';
import { consentimentos, mfaTotp, sessoes, users, type Role } from '@/lib/db/schema';

/**
 * `mfa`: the user has TOTP enabled (MFA_REQUIRED_ROLES sends the others to enrol before the system opens).
 * `tokenApiId`: the call was made with a personal API token (lib/data/tokens-api), not a login.
 */
export type SessionUser = { id: number; nome: string; email: string; role: Role; ativo: boolean; mfa?: boolean; tokenApiId?: number };

export type SessionRef = { userId: number; sessionId: string; sessionVersion: number };

/** An acceptance of a document (terms, privacy policy) as the LGPD consent rule reads it (lib/domain/lgpd.ts). */
export type Aceite = { documento: string; versao: string; revogadoEm: string | null };

// Every authenticated request runs one of these: prepared once (lib/db/client.ts preparedFor). Pages also need
// the user's acceptances (the consent interstitial), in the same round trip.
function sessionUserSelect(db: Db, comAceites: boolean) {
  return db
    .select({
      id: users.id,
      nome: users.nome,
      email: users.email,
      role: users.role,
      ativo: users.ativo,
      sessionVersion: users.sessionVersion,
      mfa: sql<boolean>`(${mfaTotp.enabledAt} is not null)`,
      aceites: comAceites
        ? sql<Aceite[]>`(select coalesce(json_agg(json_build_object('documento', c.documento, 'versao', c.versao, 'revogadoEm', c.revogado_em)), '[]'::json) from ${consentimentos} c where c.user_id = ${users.id})`
        : sql<null>`null`,
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
    .limit(1);
}
const sessionUserQuery = preparedFor((db) => sessionUserSelect(db, false).prepare('session_user'));
const sessionUserPageQuery = preparedFor((db) => sessionUserSelect(db, true).prepare('session_user_page'));

/**
 * The user behind a token, in ONE query: the session row must exist, belong to the user, be unrevoked and
 * before its absolute end; the user active and the token's session version current.
 */
export async function buscarUsuarioDaSessao(ref: SessionRef, now: Date = new Date()): Promise<SessionUser | null> {
  const [row] = await sessionUserQuery(await getDb()).execute({ sessionId: ref.sessionId, userId: ref.userId, now });
  return valida(row, ref) ? sessionUserDe(row) : null;
}

type Row = { id: number; nome: string; email: string; role: Role; ativo: boolean; sessionVersion: number; mfa: boolean };
const valida = (row: Row | undefined, ref: SessionRef): row is Row => Boolean(row?.ativo && row.sessionVersion === ref.sessionVersion);
const sessionUserDe = (row: Row): SessionUser => ({ id: row.id, nome: row.nome, email: row.email, role: row.role, ativo: row.ativo, mfa: row.mfa === true });

/** buscarUsuarioDaSessao for a page: the same checks, with the user's acceptances (terms, privacy policy) alongside. */
export async function buscarUsuarioDaSessaoComAceites(ref: SessionRef, now: Date = new Date()): Promise<{ user: SessionUser; aceites: Aceite[] } | null> {
  const [row] = await sessionUserPageQuery(await getDb()).execute({ sessionId: ref.sessionId, userId: ref.userId, now });
  return valida(row, ref) ? { user: sessionUserDe(row), aceites: row.aceites ?? [] } : null;
}

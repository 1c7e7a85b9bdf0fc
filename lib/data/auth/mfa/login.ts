import { and, eq, isNotNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mfaTotp, users } from '@/lib/db/schema';
import { issueMfaToken, readMfaToken } from '@/lib/security/mfa-token';
import { UnauthorizedError } from '@/lib/errors';
import { autenticarCredenciais, type AuthenticatedUser } from '../autenticar';
import { consumirQualquerCodigo, enabledRow, limit, MSG_MFA_EXPIRED, MSG_WRONG_CODE } from './codes';

export type LoginStep = { kind: 'done'; user: AuthenticatedUser } | { kind: 'mfa'; mfaToken: string };

/** POST /api/auth/login: e-mail and password (autenticarCredenciais), then, when the user has TOTP on, a second step. */
export async function iniciarLogin(email: string, senha: string, lembrar: boolean, ip: string): Promise<LoginStep> {
  const user = await autenticarCredenciais(email, senha, ip);
  if (!(await enabledRow(user.id))) return { kind: 'done', user };
  return { kind: 'mfa', mfaToken: await issueMfaToken(user, lembrar) };
}

/** POST /api/auth/login/mfa { mfaToken, code }: a TOTP code or an unused recovery code finishes the login. */
export async function concluirLoginMfa(mfaToken: string, code: string, now: Date = new Date()): Promise<{ user: AuthenticatedUser; remember: boolean }> {
  const claims = await readMfaToken(mfaToken);
  if (!claims) throw new UnauthorizedError(MSG_MFA_EXPIRED);
  await limit(claims.userId);
  const db = await getDb();
  const [row] = await db
    .select({ user: users, secretEnc: mfaTotp.secretEnc })
    .from(users)
    .innerJoin(mfaTotp, and(eq(mfaTotp.userId, users.id), isNotNull(mfaTotp.enabledAt)))
    .where(eq(users.id, claims.userId))
    .limit(1);
  if (!row || !row.user.ativo || row.user.sessionVersion !== claims.sv) throw new UnauthorizedError(MSG_MFA_EXPIRED);
  if (!(await consumirQualquerCodigo(db, row.user.id, row.secretEnc, row.user.email, code, now))) throw new UnauthorizedError(MSG_WRONG_CODE);
  const u = row.user;
  return { user: { id: u.id, nome: u.nome, email: u.email, role: u.role, sessionVersion: u.sessionVersion }, remember: claims.remember };
}

import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { getDb, toNumber, type Db } from '@/lib/db/client';
import { mfaRecoveryCodes, mfaTotp, users } from '@/lib/db/schema';
import { verifyPassword } from '@/lib/auth/passwords';
import { issueMfaToken, readMfaToken } from '@/lib/auth/token';
import type { SessionUser } from '@/lib/data/session-users';
import { authenticate, type AuthenticatedUser } from '@/lib/data/auth';
import { hitRateLimit } from '@/lib/data/rate-limit';
import { canDisableMfa, mustEnrolMfa } from '@/lib/domain/access';
import { codeKind, formatRecoveryCode, normalizeRecoveryCode, RECOVERY_CODE_COUNT, totpDigits } from '@/lib/domain/mfa';
import { env } from '@/lib/env';
import { ConflictError, ForbiddenError, UnauthorizedError, ValidationError } from '@/lib/errors';
import { open, seal } from '@/lib/security/secret-box';
import { formatLongDateTime } from '@/lib/domain/dates';
import { logger } from '@/lib/log';
import { escapeHtml, sendMail } from '@/lib/mail';

export const MFA_ISSUER = 'Perícia Médica Judicial';
/** Code checks (right or wrong) per account: 10 per 15 minutes, whatever the address. */
export const MFA_LIMIT = 10;
export const MFA_WINDOW_MS = 15 * 60 * 1000;

export const MSG_WRONG_CODE = 'Código inválido ou já utilizado. Confira o aplicativo autenticador e tente novamente.';
export const MSG_MFA_EXPIRED = 'A verificação expirou. Entre novamente com e-mail e senha.';
export const MSG_NOT_ENABLED = 'A verificação em duas etapas não está ativa.';
export const MSG_ALREADY_ENABLED = 'A verificação em duas etapas já está ativa.';
export const MSG_NO_SETUP = 'Inicie a configuração para gerar a chave antes de confirmar o código.';
export const MSG_REQUIRED = 'A verificação em duas etapas é obrigatória para o seu perfil e não pode ser desativada.';
export const MSG_WRONG_PASSWORD = 'Senha incorreta.';

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

const context = (userId: number) => `mfa-totp:user:${userId}`;

function totp(secretBase32: string, email: string): TOTP {
  return new TOTP({ issuer: MFA_ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secretBase32) });
}

const hashCode = (code: string) => createHash('sha256').update(normalizeRecoveryCode(code), 'utf8').digest('hex');

async function limit(userId: number) {
  await hitRateLimit(`mfa:${userId}`, MFA_LIMIT, MFA_WINDOW_MS, (m) => `Muitas tentativas de código. Tente novamente em ${m} ${m === 1 ? 'minuto' : 'minutos'}.`);
}

/**
 * A TOTP code (±1 step of 30 s) used at most once: the step is recorded atomically, so the same code (or an
 * older one) never works twice, even in simultaneous requests.
 */
async function consumeTotp(db: Tx, userId: number, secretEnc: string, email: string, code: string, now: Date): Promise<boolean> {
  const secret = open(secretEnc, context(userId));
  const delta = totp(secret, email).validate({ token: totpDigits(code), window: 1, timestamp: now.getTime() });
  if (delta === null) return false;
  const step = Math.floor(now.getTime() / 30_000) + delta;
  const rows = await db
    .update(mfaTotp)
    .set({ lastStep: step, updatedAt: now })
    .where(and(eq(mfaTotp.userId, userId), or(isNull(mfaTotp.lastStep), lt(mfaTotp.lastStep, step))))
    .returning({ userId: mfaTotp.userId });
  return rows.length === 1;
}

/** A recovery code, single use: marked used atomically. */
async function consumeRecoveryCode(db: Tx, userId: number, code: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(mfaRecoveryCodes.userId, userId), eq(mfaRecoveryCodes.codeHash, hashCode(code)), isNull(mfaRecoveryCodes.usedAt)))
    .returning({ id: mfaRecoveryCodes.id });
  return rows.length === 1;
}

async function consumeAnyCode(db: Tx, userId: number, secretEnc: string, email: string, code: string, now: Date) {
  return codeKind(code) === 'totp' ? consumeTotp(db, userId, secretEnc, email, code, now) : consumeRecoveryCode(db, userId, code, now);
}

/** Replaces the user's recovery codes with ten new ones; answers them (shown once, stored hashed). */
async function newRecoveryCodes(db: Tx, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => formatRecoveryCode(randomBytes(10)));
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.insert(mfaRecoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashCode(c) })));
  return codes;
}

async function enabledRow(userId: number) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(mfaTotp)
    .where(and(eq(mfaTotp.userId, userId), isNotNull(mfaTotp.enabledAt)))
    .limit(1);
  return row;
}

export type MfaStatus = { enabled: boolean; recoveryCodesLeft: number; required: boolean; canDisable: boolean };

/** GET /api/auth/mfa: the Configurações panel. */
export async function getMfaStatus(user: SessionUser): Promise<MfaStatus> {
  const db = await getDb();
  const row = await enabledRow(user.id);
  const [left] = row
    ? await db
        .select({ n: count() })
        .from(mfaRecoveryCodes)
        .where(and(eq(mfaRecoveryCodes.userId, user.id), isNull(mfaRecoveryCodes.usedAt)))
    : [{ n: 0 }];
  const roles = env().MFA_REQUIRED_ROLES;
  return {
    enabled: Boolean(row),
    recoveryCodesLeft: toNumber(left?.n),
    required: mustEnrolMfa({ role: user.role, mfa: false }, roles),
    canDisable: canDisableMfa(user, roles),
  };
}

/** POST /api/auth/mfa/setup: a new secret (replacing an unconfirmed one), not active until a code confirms it. */
export async function startMfaSetup(user: SessionUser): Promise<{ secret: string; otpauthUrl: string }> {
  const db = await getDb();
  if (await enabledRow(user.id)) throw new ConflictError(MSG_ALREADY_ENABLED);
  const secret = new Secret({ size: 20 }).base32;
  const secretEnc = seal(secret, context(user.id));
  const now = new Date();
  await db
    .insert(mfaTotp)
    .values({ userId: user.id, secretEnc, enabledAt: null, lastStep: null, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: mfaTotp.userId, set: { secretEnc, lastStep: null, updatedAt: now }, setWhere: isNull(mfaTotp.enabledAt) });
  return { secret, otpauthUrl: totp(secret, user.email).toString() };
}

/** POST /api/auth/mfa/enable { code }: a code from the app turns it on; answers the ten recovery codes. */
export async function enableMfa(user: SessionUser, code: string, now: Date = new Date()): Promise<{ recoveryCodes: string[] }> {
  await limit(user.id);
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(mfaTotp).where(eq(mfaTotp.userId, user.id)).for('update');
    if (!row) throw new ConflictError(MSG_NO_SETUP);
    if (row.enabledAt) throw new ConflictError(MSG_ALREADY_ENABLED);
    if (codeKind(code) !== 'totp' || !(await consumeTotp(tx, user.id, row.secretEnc, user.email, code, now))) {
      throw new ValidationError(MSG_WRONG_CODE, { code: MSG_WRONG_CODE });
    }
    await tx.update(mfaTotp).set({ enabledAt: now, updatedAt: now }).where(eq(mfaTotp.userId, user.id));
    return { recoveryCodes: await newRecoveryCodes(tx, user.id) };
  });
  await avisar(user, 'ativada', now);
  return result;
}

/** POST /api/auth/mfa/disable { senha, code }: password and a current code (or a recovery code). */
export async function disableMfa(user: SessionUser, senha: string, code: string, now: Date = new Date()): Promise<void> {
  if (!canDisableMfa(user, env().MFA_REQUIRED_ROLES)) throw new ForbiddenError(MSG_REQUIRED);
  await limit(user.id);
  const db = await getDb();
  const row = await enabledRow(user.id);
  if (!row) throw new ConflictError(MSG_NOT_ENABLED);
  const [owner] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!(await verifyPassword(senha, owner?.hash))) throw new ValidationError(MSG_WRONG_PASSWORD, { senha: MSG_WRONG_PASSWORD });
  if (!(await consumeAnyCode(db, user.id, row.secretEnc, user.email, code, now))) throw new ValidationError(MSG_WRONG_CODE, { code: MSG_WRONG_CODE });
  await db.transaction(async (tx) => {
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id));
    await tx.delete(mfaTotp).where(eq(mfaTotp.userId, user.id));
  });
  await avisar(user, 'desativada', now);
}

/**
 * The owner is told by e-mail whenever two-step verification is turned on or off, so a change they did not
 * make (someone with their password and device) does not go unnoticed. A failed e-mail is logged, never fatal.
 */
async function avisar(user: Pick<SessionUser, 'id' | 'nome' | 'email'>, estado: 'ativada' | 'desativada', when: Date): Promise<void> {
  const quando = formatLongDateTime(when);
  const configuracoes = `${env().APP_URL}/sistema/configuracoes`;
  const recuperar = `${env().APP_URL}/request`;
  const subject = `Verificação em duas etapas ${estado} — Perícia Médica Judicial`;
  const fato = `A verificação em duas etapas da sua conta no Perícia Médica Judicial foi ${estado} em ${quando}.`;
  const seNaoFoi = `Se não foi você, redefina a sua senha agora mesmo em ${recuperar} e fale com o suporte (${env().SUPPORT_EMAIL}).`;
  const text = [`Olá, ${user.nome}.`, '', fato, `Você pode rever isso em Configurações → Segurança: ${configuracoes}`, '', seNaoFoi, '', 'Perícia Médica Judicial'].join('\n');
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#0f172a">
<p>Olá, ${escapeHtml(user.nome)}.</p>
<p>${escapeHtml(fato)}</p>
<p>Você pode rever isso em <a href="${escapeHtml(configuracoes)}">Configurações → Segurança</a>.</p>
<p>Se não foi você, <a href="${escapeHtml(recuperar)}">redefina a sua senha</a> agora mesmo e fale com o suporte (${escapeHtml(env().SUPPORT_EMAIL)}).</p>
<p>Perícia Médica Judicial</p>
</body></html>`;
  try {
    await sendMail({ to: user.email, subject, text, html });
  } catch (err) {
    logger.error({ err, userId: user.id }, 'Falha ao enviar o aviso de verificação em duas etapas');
  }
}

/** POST /api/auth/mfa/recovery-codes { code }: ten new codes; the old ones stop working. */
export async function regenerateRecoveryCodes(user: SessionUser, code: string, now: Date = new Date()): Promise<{ recoveryCodes: string[] }> {
  await limit(user.id);
  const db = await getDb();
  const row = await enabledRow(user.id);
  if (!row) throw new ConflictError(MSG_NOT_ENABLED);
  if (codeKind(code) !== 'totp' || !(await consumeTotp(db, user.id, row.secretEnc, user.email, code, now))) {
    throw new ValidationError(MSG_WRONG_CODE, { code: MSG_WRONG_CODE });
  }
  return db.transaction(async (tx) => ({ recoveryCodes: await newRecoveryCodes(tx, user.id) }));
}

export type LoginStep = { kind: 'done'; user: AuthenticatedUser } | { kind: 'mfa'; mfaToken: string };

/** POST /api/auth/login: e-mail and password (lib/data/auth), then, when the user has TOTP on, a second step. */
export async function beginLogin(email: string, senha: string, lembrar: boolean, ip: string): Promise<LoginStep> {
  const user = await authenticate(email, senha, ip);
  if (!(await enabledRow(user.id))) return { kind: 'done', user };
  return { kind: 'mfa', mfaToken: await issueMfaToken(user, lembrar) };
}

/** POST /api/auth/login/mfa { mfaToken, code }: a TOTP code or an unused recovery code finishes the login. */
export async function completeMfaLogin(mfaToken: string, code: string, now: Date = new Date()): Promise<{ user: AuthenticatedUser; remember: boolean }> {
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
  if (!(await consumeAnyCode(db, row.user.id, row.secretEnc, row.user.email, code, now))) throw new UnauthorizedError(MSG_WRONG_CODE);
  const u = row.user;
  return { user: { id: u.id, nome: u.nome, email: u.email, role: u.role, sessionVersion: u.sessionVersion }, remember: claims.remember };
}

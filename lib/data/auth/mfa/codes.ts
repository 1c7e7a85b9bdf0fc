import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { getDb, type DbOrTx } from '@/lib/db/client';
import { mfaRecoveryCodes, mfaTotp } from '@/lib/db/schema';
import { hitRateLimit } from '@/lib/data/requisicoes/rate-limit';
import { codeKind, formatRecoveryCode, normalizeRecoveryCode, RECOVERY_CODE_COUNT, totpDigits } from '@/lib/domain/mfa';
import { open } from '@/lib/security/secret-box';

// The shared internals of two-step verification: the TOTP secret, single-use codes and the per-account limit.

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

/** The secret-box context of a user's TOTP secret. */
export const context = (userId: number) => `mfa-totp:user:${userId}`;

export function totp(secretBase32: string, email: string): TOTP {
  return new TOTP({ issuer: MFA_ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secretBase32) });
}

const hashCode = (code: string) => createHash('sha256').update(normalizeRecoveryCode(code), 'utf8').digest('hex');

export async function limit(userId: number) {
  await hitRateLimit(`mfa:${userId}`, MFA_LIMIT, MFA_WINDOW_MS, (m) => `Muitas tentativas de código. Tente novamente em ${m} ${m === 1 ? 'minuto' : 'minutos'}.`);
}

/**
 * A TOTP code (±1 step of 30 s) used at most once: the step is recorded atomically, so the same code (or an
 * older one) never works twice, even in simultaneous requests.
 */
export async function consumirTotp(db: DbOrTx, userId: number, secretEnc: string, email: string, code: string, now: Date): Promise<boolean> {
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
async function consumeRecoveryCode(db: DbOrTx, userId: number, code: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(mfaRecoveryCodes.userId, userId), eq(mfaRecoveryCodes.codeHash, hashCode(code)), isNull(mfaRecoveryCodes.usedAt)))
    .returning({ id: mfaRecoveryCodes.id });
  return rows.length === 1;
}

export async function consumirQualquerCodigo(db: DbOrTx, userId: number, secretEnc: string, email: string, code: string, now: Date) {
  return codeKind(code) === 'totp' ? consumirTotp(db, userId, secretEnc, email, code, now) : consumeRecoveryCode(db, userId, code, now);
}

/** Replaces the user's recovery codes with ten new ones; answers them (shown once, stored hashed). */
export async function newRecoveryCodes(db: DbOrTx, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => formatRecoveryCode(randomBytes(10)));
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.insert(mfaRecoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashCode(c) })));
  return codes;
}

/** The user's TOTP row when two-step verification is on. */
export async function enabledRow(userId: number) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(mfaTotp)
    .where(and(eq(mfaTotp.userId, userId), isNotNull(mfaTotp.enabledAt)))
    .limit(1);
  return row;
}

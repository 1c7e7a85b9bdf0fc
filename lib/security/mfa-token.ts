import { decode, encode } from 'next-auth/jwt';
import { env } from '@/lib/env';

const MAX_TOKEN_LENGTH = 4096;

/** The second step of a login with MFA: 5 minutes to type the code. */
export const MFA_TOKEN_MAX_AGE = 5 * 60;

export type MfaClaims = { userId: number; sv: number; remember: boolean };

/**
 * `mfaToken` of `{ mfaRequired: true, mfaToken }`: proves the password was right a moment ago. It carries no
 * session id, so it is never accepted as a session token (readToken wants one), and it says what it is for.
 */
export function issueMfaToken(user: { id: number; sessionVersion: number }, remember: boolean): Promise<string> {
  return encode({
    secret: env().AUTH_SECRET,
    maxAge: MFA_TOKEN_MAX_AGE,
    token: { sub: String(user.id), sv: user.sessionVersion, remember, purpose: 'mfa' },
  });
}

export async function readMfaToken(raw: string): Promise<MfaClaims | null> {
  if (!raw || raw.length > MAX_TOKEN_LENGTH || !/^[A-Za-z0-9._~+/=-]+$/.test(raw)) return null;
  try {
    const payload = await decode({ token: raw, secret: env().AUTH_SECRET });
    if (!payload || payload.purpose !== 'mfa') return null;
    const userId = Number(payload.sub);
    const exp = typeof payload.exp === 'number' ? payload.exp : 0;
    if (!Number.isInteger(userId) || userId <= 0 || typeof payload.sv !== 'number' || exp * 1000 <= Date.now()) return null;
    return { userId, sv: payload.sv, remember: payload.remember === true };
  } catch {
    return null;
  }
}

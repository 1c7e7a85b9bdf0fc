import bcrypt from 'bcryptjs';
import { isCommonPassword } from '@/lib/security/common-passwords';
import { ValidationError } from '@/lib/errors';

export const BCRYPT_COST = 11;

export const COMMON_PASSWORD_MESSAGE = 'Esta senha é muito comum. Escolha outra.';

/**
 * DESIGN §8: a password in the shipped list of common passwords is refused. Checked on the server only (the
 * list is ~100 KB and never travels to the browser); the form shows the answer's error next to `field`.
 */
export function assertNotCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw new ValidationError(COMMON_PASSWORD_MESSAGE, { [field]: COMMON_PASSWORD_MESSAGE });
}

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, BCRYPT_COST);
}

// Compared against when the e-mail is unknown, so both paths cost one bcrypt comparison.
const DUMMY_HASH = bcrypt.hashSync('dummy-password-for-timing', BCRYPT_COST);

export async function verifyPassword(plain: string, hash: string | null | undefined): Promise<boolean> {
  const ok = await bcrypt.compare(plain, hash ?? DUMMY_HASH);
  return ok && Boolean(hash);
}

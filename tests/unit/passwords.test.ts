import { describe, expect, it } from 'vitest';
import bcrypt from 'bcryptjs';
import { BCRYPT_COST, hashPassword, verifyPassword } from '@/lib/security/passwords';

describe('passwords', () => {
  it('hashes with bcrypt at cost >= 10 and never stores the plain text', async () => {
    const hash = await hashPassword('Pericia#2026');
    expect(hash).not.toContain('Pericia#2026');
    expect(bcrypt.getRounds(hash)).toBe(BCRYPT_COST);
    expect(BCRYPT_COST).toBeGreaterThanOrEqual(10);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('uma senha longa');
    expect(await verifyPassword('uma senha longa', hash)).toBe(true);
    expect(await verifyPassword('uma senha longA', hash)).toBe(false);
  });

  it('refuses when there is no stored hash (unknown e-mail), still comparing once', async () => {
    expect(await verifyPassword('dummy-password-for-timing', null)).toBe(false);
    expect(await verifyPassword('qualquer', undefined)).toBe(false);
  });
});

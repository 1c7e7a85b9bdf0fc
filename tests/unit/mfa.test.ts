import { describe, expect, it } from 'vitest';
import { codeKind, formatRecoveryCode, normalizeRecoveryCode, totpDigits } from '@/lib/domain/mfa';
import { open, seal } from '@/lib/security/secret-box';

describe('recovery codes', () => {
  it('are XXXXX-XXXXX from an alphabet without look-alikes', () => {
    expect(formatRecoveryCode(new Uint8Array(10))).toBe('22222-22222');
    const code = formatRecoveryCode(Uint8Array.from([0, 1, 2, 3, 4, 250, 251, 252, 253, 255]));
    expect(code).toMatch(/^[2-9A-Z]{5}-[2-9A-Z]{5}$/);
    expect(code).not.toMatch(/[01OILU]/);
    expect(() => formatRecoveryCode(new Uint8Array(9))).toThrow();
  });

  it('normalise: upper case, no spaces or dashes', () => {
    expect(normalizeRecoveryCode(' ab2cd-ef3gh ')).toBe('AB2CDEF3GH');
    expect(normalizeRecoveryCode('AB2CD EF3GH')).toBe('AB2CDEF3GH');
  });
});

describe('how a typed code is read', () => {
  it('6 digits (spaces allowed) are a TOTP code; anything else a recovery code', () => {
    expect(codeKind('123456')).toBe('totp');
    expect(codeKind('123 456')).toBe('totp');
    expect(totpDigits('123 456')).toBe('123456');
    expect(codeKind('12345')).toBe('recovery');
    expect(codeKind('1234567')).toBe('recovery');
    expect(codeKind('ABCDE-FGHJK')).toBe('recovery');
  });
});

describe('secret box (TOTP seeds at rest)', () => {
  it('round-trips, never shows the plaintext, and fails for another context or a tampered value', () => {
    const sealed = seal('JBSWY3DPEHPK3PXP', 'mfa-totp:user:1');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(seal('JBSWY3DPEHPK3PXP', 'mfa-totp:user:1')).not.toBe(sealed);
    expect(open(sealed, 'mfa-totp:user:1')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => open(sealed, 'mfa-totp:user:2')).toThrow();
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    raw[raw.length - 1] ^= 1;
    expect(() => open(`v1.${raw.toString('base64url')}`, 'mfa-totp:user:1')).toThrow();
    expect(() => open('v2.abc', 'mfa-totp:user:1')).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { ACCOUNT_FREE_FAILURES, accountLockMs, accountLockedUntil, isLockStart } from '@/lib/domain/login-throttle';

const MIN = 60_000;

describe('account lock after failed logins', () => {
  it('no lock for the first failures, then 1, 2, 4 … minutes, at most 1 hour', () => {
    expect(accountLockMs(0)).toBe(0);
    expect(accountLockMs(ACCOUNT_FREE_FAILURES - 1)).toBe(0);
    expect(accountLockMs(ACCOUNT_FREE_FAILURES)).toBe(MIN);
    expect(accountLockMs(ACCOUNT_FREE_FAILURES + 1)).toBe(2 * MIN);
    expect(accountLockMs(ACCOUNT_FREE_FAILURES + 5)).toBe(32 * MIN);
    expect(accountLockMs(ACCOUNT_FREE_FAILURES + 6)).toBe(60 * MIN);
    expect(accountLockMs(1000)).toBe(60 * MIN);
  });

  it('locked until the last failure plus the lock', () => {
    const last = new Date('2026-01-05T12:00:00Z');
    expect(accountLockedUntil(ACCOUNT_FREE_FAILURES, last, new Date(last.getTime() + 30_000))).toEqual(new Date(last.getTime() + MIN));
    expect(accountLockedUntil(ACCOUNT_FREE_FAILURES, last, new Date(last.getTime() + MIN))).toBeNull();
    expect(accountLockedUntil(3, last, last)).toBeNull();
    expect(accountLockedUntil(50, null, last)).toBeNull();
  });

  it('the owner is told exactly once per series', () => {
    const told = Array.from({ length: 40 }, (_, i) => isLockStart(i)).filter(Boolean);
    expect(told).toHaveLength(1);
    expect(isLockStart(ACCOUNT_FREE_FAILURES - 1)).toBe(true);
  });

  it('a guesser who retries the moment each lock ends gets at most 16 tries in the first hour and ≤ 100', () => {
    let t = 0;
    let n = 0;
    while (t < 60 * MIN) {
      n++;
      t += accountLockMs(n);
    }
    expect(n).toBeLessThanOrEqual(16);
  });
});

/**
 * Failed logins on one account, whatever the address they come from (DESIGN §10: at most 100 an hour).
 * The first ACCOUNT_FREE_FAILURES failures since the account's last success pass; after that each failure
 * locks the account for a window that doubles (1, 2, 4 … minutes) up to ACCOUNT_MAX_LOCK_MS. Failures
 * older than ACCOUNT_MEMORY_MS are forgotten. An attacker therefore gets at most 15 guesses in the
 * first hour and one an hour afterwards (see tests/integration/login-limits.test.ts).
 */
export const ACCOUNT_FREE_FAILURES = 10;
export const ACCOUNT_BASE_LOCK_MS = 60_000;
export const ACCOUNT_MAX_LOCK_MS = 60 * 60_000;
export const ACCOUNT_MEMORY_MS = 24 * 60 * 60_000;

/** Lock after the `failures`-th failure (counted since the last success), in ms; 0 when none. */
export function accountLockMs(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(ACCOUNT_BASE_LOCK_MS * 2 ** (failures - ACCOUNT_FREE_FAILURES), ACCOUNT_MAX_LOCK_MS);
}

/** When the account accepts its next attempt, given its failures since the last success and the latest one; null: now. */
export function accountLockedUntil(failures: number, lastFailure: Date | null, now: Date): Date | null {
  if (!lastFailure) return null;
  const until = lastFailure.getTime() + accountLockMs(failures);
  return until > now.getTime() ? new Date(until) : null;
}

/** The owner is told once per series: when the failure that starts the locks happens. */
export function isLockStart(failuresBefore: number): boolean {
  return failuresBefore + 1 === ACCOUNT_FREE_FAILURES;
}

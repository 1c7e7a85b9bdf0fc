// What PostgreSQL (and PGlite) report on a failed statement, found through Drizzle's wrapping (`cause` chain).

export type PgFailure = { code: string; constraint?: string };

/** The first PostgreSQL error in the chain (its SQLSTATE and, for constraint violations, the constraint name). */
export function pgFailure(err: unknown): PgFailure | null {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
  }
  return null;
}

/** A unique violation (23505), optionally of one named index. */
export function isUniqueViolationOf(err: unknown, constraint?: string): boolean {
  const f = pgFailure(err);
  return f?.code === '23505' && (constraint === undefined || f.constraint === constraint);
}

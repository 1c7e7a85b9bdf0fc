/** The largest id a PostgreSQL `serial` (int4) column holds. */
export const MAX_ID = 2_147_483_647;

/**
 * An id as written in a URL path: decimal digits only, 1..MAX_ID. Anything else (letters, signs, spaces,
 * exponents, hex, 0, a number beyond int4) is null: the resource is unknown (404), never a 400 or a 500.
 */
export function parsePathId(raw: string | null | undefined): number | null {
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}

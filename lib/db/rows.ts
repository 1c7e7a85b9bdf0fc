/** The rows of a raw statement (`db.execute`), whichever driver ran it: node-postgres answers `{ rows }`, PGlite's drizzle driver the rows themselves. */
export function rowsOf<T = unknown>(res: unknown): T[] {
  return ((res as { rows?: T[] }).rows ?? (Array.isArray(res) ? res : [])) as T[];
}

import { parseWith, readRoute, searchParams } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { listProcessos } from '@/lib/data/processos';
import { processoListQuerySchema } from '@/lib/validation/processo';

/**
 * SPEC call 1, paginated (DESIGN §3): `?termo=&page=&pageSize=`. The answer stays an array (total in
 * X-Total-Count), or `{ message: 'Nenhum processo encontrado.' }` when nothing matches the search.
 * Also served by the direct server (lib/api/direct-routes.ts).
 */
export const GET = readRoute(async (req) => {
  const user = await requireUser(req.headers);
  const q = parseWith(processoListQuerySchema, searchParams(req));
  const { items, total, totalLimitado } = await listProcessos(user, q);
  // Past 10 000 matches the count stops: X-Total-Count is 10000 and X-Total-Count-Limitado says 'more than that'.
  const headers: Record<string, string> = { 'X-Total-Count': String(total), ...(totalLimitado ? { 'X-Total-Count-Limitado': 'true' } : {}) };
  return { body: total === 0 ? { message: 'Nenhum processo encontrado.' } : items, headers };
});

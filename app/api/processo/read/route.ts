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
  const { items, total } = await listProcessos(user, q);
  const headers = { 'X-Total-Count': String(total) };
  return { body: total === 0 ? { message: 'Nenhum processo encontrado.' } : items, headers };
});

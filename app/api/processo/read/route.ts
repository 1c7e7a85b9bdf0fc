import { parseWith, readRoute, searchParams } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { listarProcessos } from '@/lib/data/processos';
import { processoListQuerySchema } from '@/lib/validation/processo';

/**
 * SPEC call 1, paginated (DESIGN §3): `?termo=&page=&pageSize=`. The answer stays an array (total in
 * X-Total-Count; X-Total-Count-Exato false when it is only a lower bound: more than 1 000 matches), or `{ message: 'Nenhum processo encontrado.' }` when nothing matches the search.
 * Also served by the direct server (lib/api/direct-routes.ts).
 */
export const GET = readRoute(async (req) => {
  const user = await requireUser(req.headers);
  const q = parseWith(processoListQuerySchema, searchParams(req));
  const { items, total, totalExato } = await listarProcessos(user, q);
  // Beyond the bound of the count (lib/data/processos/contagem.ts) the total is a lower bound: 'mais de 1.000'.
  const headers = { 'X-Total-Count': String(total), 'X-Total-Count-Exato': totalExato ? 'true' : 'false' };
  return { body: total === 0 ? { message: 'Nenhum processo encontrado.' } : items, headers };
});

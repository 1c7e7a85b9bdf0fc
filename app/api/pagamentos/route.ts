import { json, parseWith, route, searchParams } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { listarPagamentosDoProcesso, listarTodosPagamentos } from '@/lib/data/pagamentos';
import type { PagamentoStatus } from '@/lib/db/schema';
import { pagamentosQuerySchema } from '@/lib/validation/pagamentos';

/** `?id_processo=`: the case's payments (owner, admin). Without it: every payment (admin), with filters. */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers);
  const q = parseWith(pagamentosQuerySchema, searchParams(req));
  if (q.id_processo !== undefined) return json(await listarPagamentosDoProcesso(user, q.id_processo));
  const { items, total } = await listarTodosPagamentos(user, {
    status: q.status as PagamentoStatus | undefined,
    divergentes: q.divergentes === '1',
    page: q.page,
    pageSize: q.pageSize,
  });
  return json(items, { headers: { 'X-Total-Count': String(total) } });
});

import { json, parseWith, route, searchParams } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { pagamentoDoRetorno } from '@/lib/data/pagamentos';
import { retornoQuerySchema } from '@/lib/validation/pagamentos';

/** What the return pages show: our recorded status of the payment the query names, for who may see the case. */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers);
  const { ref } = parseWith(retornoQuerySchema, searchParams(req));
  return json(await pagamentoDoRetorno(user, ref));
});

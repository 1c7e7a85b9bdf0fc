import { clientIp, json, parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { listarAndamentos } from '@/lib/data/tribunais';

type Ctx = { params: Promise<{ id: string }> };

/**
 * The case's DataJud movements `[{ codigo, nome, dataHora, dataOriginal, complementos }]`, newest first (at most
 * 2 000); the total stored in X-Total-Count. Scoped like call 2 (others 404).
 */
export const GET = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, 'Processo não encontrado.');
  const { itens, total } = await listarAndamentos(user, id, { endereco: clientIp(req) });
  return json(itens, { headers: { 'X-Total-Count': String(total) } });
});

import { json, parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { listarEntregas, PROCESSO_NAO_ENCONTRADO } from '@/lib/data/entregas';

type Ctx = { params: Promise<{ id: string }> };

/** Each phase of the case with the state of its deliverable (nova, rascunho, publicada) and its published files. */
export const GET = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, PROCESSO_NAO_ENCONTRADO);
  return json(await listarEntregas(user, id));
});

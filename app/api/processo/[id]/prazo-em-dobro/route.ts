import { json, parseId, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { definirPrazoEmDobro } from '@/lib/data/prazos';
import { PROCESSO_NAO_ENCONTRADO } from '@/lib/data/processos';
import { prazoEmDobroSchema } from '@/lib/validation/prazos';

type Ctx = { params: Promise<{ id: string }> };

/** Which party of the case has prazo em dobro `{ parte }` (CPC arts. 180, 183, 186), or `{ parte: null }` (issue 28). */
export const PUT = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, PROCESSO_NAO_ENCONTRADO);
  const { parte } = await readJson(req, prazoEmDobroSchema);
  return json(await definirPrazoEmDobro(user, id, parte));
});

import { json, parseId, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { processoVisivel } from '@/lib/data/acesso/antes-da-entrada';
import { definirPrazoEmDobro } from '@/lib/data/prazos';
import { PROCESSO_NAO_ENCONTRADO } from '@/lib/data/processos';
import { prazoEmDobroSchema } from '@/lib/validation/prazos';

type Ctx = { params: Promise<{ id: string }> };

/** Issue 28's call, kept: `{ parte }` is read (issue 34) as the privilege of the side opposite the client, or `{ parte: null }`. */
export const PUT = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, PROCESSO_NAO_ENCONTRADO);
  const { parte } = await readJson(req, prazoEmDobroSchema, processoVisivel(user, id));
  return json(await definirPrazoEmDobro(user, id, parte));
});

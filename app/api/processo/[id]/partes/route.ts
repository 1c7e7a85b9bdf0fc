import { json, parseId, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { processoVisivel } from '@/lib/data/acesso/antes-da-entrada';
import { definirPartes } from '@/lib/data/prazos';
import { PROCESSO_NAO_ENCONTRADO } from '@/lib/data/processos';
import { partesSchema } from '@/lib/validation/prazos';

type Ctx = { params: Promise<{ id: string }> };

/** The side of the firm's client and each side's privilege (issue 34); the open deadlines are recounted. */
export const PUT = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, PROCESSO_NAO_ENCONTRADO);
  const partes = await readJson(req, partesSchema, processoVisivel(user, id));
  return json(await definirPartes(user, id, partes));
});

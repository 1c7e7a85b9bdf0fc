import { json, parseId, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { periciaVisivel } from '@/lib/data/acesso/antes-da-entrada';
import { lerChecklist, PERICIA_NAO_ENCONTRADA, salvarChecklist } from '@/lib/data/periciado';
import { checklistSchema } from '@/lib/validation/periciado';

type Ctx = { params: Promise<{ id: string }> };

/** Issue 38: what the periciado must bring, and the firm's suggestions. */
export const GET = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, PERICIA_NAO_ENCONTRADA);
  return json(await lerChecklist(user, id));
});

export const PUT = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, PERICIA_NAO_ENCONTRADA);
  const { itens } = await readJson(req, checklistSchema, periciaVisivel(user, id));
  return json({ ...(await salvarChecklist(user, id, itens)), message: 'Lista do que levar salva.' });
});

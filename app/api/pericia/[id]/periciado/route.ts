import { json, parseId, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { periciaVisivel } from '@/lib/data/acesso/antes-da-entrada';
import { PERICIA_NAO_ENCONTRADA, salvarPeritoJudicial } from '@/lib/data/periciado';
import { peritoJudicialSchema } from '@/lib/validation/periciado';

type Ctx = { params: Promise<{ id: string }> };

/** Issue 38: the court expert's name shown on the periciado's page (null clears it). */
export const PUT = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, PERICIA_NAO_ENCONTRADA);
  const { peritoJudicial } = await readJson(req, peritoJudicialSchema, periciaVisivel(user, id));
  return json({ ...(await salvarPeritoJudicial(user, id, peritoJudicial)), message: 'Dados da perícia salvos.' });
});

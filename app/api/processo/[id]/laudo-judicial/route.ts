import { clientIp, json, parseId, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { processoVisivel } from '@/lib/data/acesso/antes-da-entrada';
import { lerLaudo, salvarLaudo } from '@/lib/data/pareceres';
import { PROCESSO_NAO_ENCONTRADO } from '@/lib/data/pareceres/caso';
import { laudoJudicialSchema } from '@/lib/validation/quadro-pericial';

type Ctx = { params: Promise<{ id: string }> };

/** The court expert's laudo registered on the case (issue 37 item 4); everyone who sees the case; the read is logged. */
export const GET = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, PROCESSO_NAO_ENCONTRADO);
  return json(await lerLaudo(user, id, { endereco: clientIp(req) }));
});

/** Registers the court laudo and the assistente's position per quesito (the assigned perito and admins). */
export const PUT = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, PROCESSO_NAO_ENCONTRADO);
  const input = await readJson(req, laudoJudicialSchema, processoVisivel(user, id));
  return json(await salvarLaudo(user, id, input));
});

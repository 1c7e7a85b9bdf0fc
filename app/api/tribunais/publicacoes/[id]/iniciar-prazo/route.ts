import { json, parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { iniciarPrazoDaPublicacao } from '@/lib/data/tribunais';

type Ctx = { params: Promise<{ id: string }> };

/** 'Iniciar prazo' on a DJEN intimação: opens the deadline it is about from the publication date (issue 34); `{ prazo, message }`. */
export const POST = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, 'Publicação não encontrada.');
  return json(await iniciarPrazoDaPublicacao(user, id));
});

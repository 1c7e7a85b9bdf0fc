import { json, parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { dispensarPublicacaoSemProcesso } from '@/lib/data/tribunais';

type Ctx = { params: Promise<{ id: string }> };

/** 'Dispensar' a communication without a registered case: it leaves the list for good; `{ message }`. */
export const POST = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, 'Publicação não encontrada.');
  return json(await dispensarPublicacaoSemProcesso(user, id));
});

import { json, parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { deleteSuspensao } from '@/lib/data/prazos';

type Ctx = { params: Promise<{ id: string }> };

/** Admin: removes a recorded closure. */
export const DELETE = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, 'Feriado ou suspensão não encontrado.');
  await deleteSuspensao(user, id);
  return json({ message: 'Feriado ou suspensão excluído.' });
});

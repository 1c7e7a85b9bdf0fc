import { json, parseWith, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { deleteSuspensao } from '@/lib/data/prazos';
import { suspensaoIdSchema } from '@/lib/validation/prazos';

type Ctx = { params: Promise<{ id: string }> };

/** Admin: removes a recorded closure. */
export const DELETE = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(['admin'], req.headers);
  const id = parseWith(suspensaoIdSchema, (await ctx.params).id);
  await deleteSuspensao(user, id);
  return json({ message: 'Feriado ou suspensão excluído.' });
});

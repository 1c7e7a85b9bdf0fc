import { json, parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { marcarPrazoCumprido, PRAZO_NAO_ENCONTRADO } from '@/lib/data/prazos';

type Ctx = { params: Promise<{ id: string }> };

/** Marks an open deadline as met (e.g. art. 465 §1 once the quesitos are filed): its reminders stop. */
export const POST = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, PRAZO_NAO_ENCONTRADO);
  const prazo = await marcarPrazoCumprido(user, id);
  return json({ ...prazo, message: 'Prazo marcado como cumprido.' });
});

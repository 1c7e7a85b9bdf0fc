import { json, parseId, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { excluirSuspensao, updateSuspensao } from '@/lib/data/prazos';
import { suspensaoSchema } from '@/lib/validation/prazos';

type Ctx = { params: Promise<{ id: string }> };

const NAO_ENCONTRADO = 'Feriado ou suspensão não encontrado.';

/** Admin: corrects a recorded day (issue 34 item 4); the open deadlines it binds, before or after, are recounted. */
export const PUT = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, NAO_ENCONTRADO);
  // The body is read by updateSuspensao after the role check: a non-admin gets 403 whatever it sends.
  const item = await updateSuspensao(user, id, () => readJson(req, suspensaoSchema));
  return json({ ...item, message: 'Feriado ou suspensão corrigido.' });
});

/** Admin: removes a recorded closure; the open deadlines it bound are recounted. */
export const DELETE = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, NAO_ENCONTRADO);
  await excluirSuspensao(user, id);
  return json({ message: 'Feriado ou suspensão excluído.' });
});

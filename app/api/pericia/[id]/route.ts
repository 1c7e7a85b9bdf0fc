import { json, parseWith, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { ADVOGADO_READ_ONLY, deletePericia } from '@/lib/data/pericias';
import { ForbiddenError } from '@/lib/errors';
import { periciaIdSchema } from '@/lib/validation/pericia';

type Ctx = { params: Promise<{ id: string }> };

/** Deletes a perícia on the server (DESIGN §3/§6). Someone else's id answers 404. */
export const DELETE = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(undefined, req.headers);
  if (user.role === 'advogado') throw new ForbiddenError(ADVOGADO_READ_ONLY);
  const id = parseWith(periciaIdSchema, (await ctx.params).id);
  await deletePericia(user, id);
  return json({ message: 'Perícia excluída com sucesso' });
});

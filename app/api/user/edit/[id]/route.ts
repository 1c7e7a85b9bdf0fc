import { json, parseWith, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { editUser } from '@/lib/data/users';
import { userEditSchema, userIdParam } from '@/lib/validation/users';

/** SPEC call 5 (admin only): changes role, creditos and ativo; every other field of the body is ignored. */
export const PUT = route(async (req, ctx: { params: Promise<{ id: string }> }) => {
  const actor = await requireUser(['admin'], req.headers);
  const id = parseWith(userIdParam, (await ctx.params).id);
  const input = await readJson(req, userEditSchema);
  const user = await editUser(actor, id, input);
  return json({ message: 'Usuário atualizado com sucesso', user });
});

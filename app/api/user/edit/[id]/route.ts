import { json, parseId, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { editarUsuario, USER_NOT_FOUND } from '@/lib/data/users';
import { userEditSchema } from '@/lib/validation/users';

/** SPEC call 5 (admin only, enforced by editarUsuario): changes role, creditos and ativo; every other field of the body is ignored. */
export const PUT = route(async (req, ctx: { params: Promise<{ id: string }> }) => {
  const actor = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, USER_NOT_FOUND);
  const input = await readJson(req, userEditSchema);
  const user = await editarUsuario(actor, id, input);
  return json({ message: 'Usuário atualizado com sucesso', user });
});

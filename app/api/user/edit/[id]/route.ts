import { json, parseId, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { editarUsuario, USER_NOT_FOUND } from '@/lib/data/users';
import { userEditSchema } from '@/lib/validation/users';

/** SPEC call 5 (admin only, enforced by editarUsuario): changes role, creditos and ativo; every other field of the body is ignored. */
export const PUT = route(async (req, ctx: { params: Promise<{ id: string }> }) => {
  const actor = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, USER_NOT_FOUND);
  // The body is read after the admin check (403 before 400: lib/data/entrada.ts).
  const user = await editarUsuario(actor, id, () => readJson(req, userEditSchema));
  return json({ message: 'Usuário atualizado com sucesso', user });
});

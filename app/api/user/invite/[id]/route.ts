import { json, parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { CONVITE_NAO_ENCONTRADO, revogarConvite } from '@/lib/data/users';

/** Revoke a pending invitation (admins): its links stop working and the account cannot be used. */
export const DELETE = route(async (req, ctx: { params: Promise<{ id: string }> }) => {
  const actor = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, CONVITE_NAO_ENCONTRADO);
  await revogarConvite(actor, id);
  return json({ message: 'Convite revogado.' });
});

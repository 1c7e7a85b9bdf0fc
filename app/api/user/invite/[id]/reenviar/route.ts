import { json, parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { CONVITE_NAO_ENCONTRADO, reenviarConvite } from '@/lib/data/users';

/** Resend a pending invitation (admins): a new 72 h link by e-mail; the earlier links stop working. */
export const POST = route(async (req, ctx: { params: Promise<{ id: string }> }) => {
  const actor = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, CONVITE_NAO_ENCONTRADO);
  const convite = await reenviarConvite(actor, id);
  return json({ message: convite.emailEnviado ? 'Convite reenviado por e-mail.' : 'Novo link criado, mas o e-mail não pôde ser enviado. Tente novamente.', convite });
});

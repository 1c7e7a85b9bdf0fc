import { json, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { markNotificacaoRead } from '@/lib/data/notificacoes';
import { NotFoundError } from '@/lib/errors';

type Ctx = { params: Promise<{ id: string }> };

/** Marks one of the caller's notifications read; answers the new unread count. */
export const POST = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(undefined, req.headers);
  const { id } = await ctx.params;
  if (!/^\d{1,9}$/.test(id)) throw new NotFoundError('Notificação não encontrada.');
  return json({ ...(await markNotificacaoRead(user, Number(id))), message: 'Notificação marcada como lida' });
});

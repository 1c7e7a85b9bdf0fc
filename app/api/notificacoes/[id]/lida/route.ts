import { json, parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { marcarNotificacaoLida } from '@/lib/data/notificacoes/marcar-notificacao-lida';

type Ctx = { params: Promise<{ id: string }> };

/** Marks one of the caller's notifications read; answers the new unread count. */
export const POST = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, 'Notificação não encontrada.');
  return json({ ...(await marcarNotificacaoLida(user, id)), message: 'Notificação marcada como lida' });
});

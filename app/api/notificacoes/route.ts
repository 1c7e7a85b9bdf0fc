import { json, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { listarNotificacoes } from '@/lib/data/notificacoes/listar-notificacoes';

/** The caller's latest notifications and the unread count (the header bell). */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers);
  return json(await listarNotificacoes(user));
});

import { json, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { marcarTodasNotificacoesLidas } from '@/lib/data/notificacoes/marcar-todas-lidas';

/** Marks every notification of the caller read. */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers);
  const { marcadas } = await marcarTodasNotificacoesLidas(user);
  return json({ marcadas, naoLidas: 0, message: 'Todas as notificações foram marcadas como lidas' });
});

import { json, route } from '@/lib/api/handler';
import { clearSessionCookieHeader } from '@/lib/auth/cookies';
import { requireSession } from '@/lib/auth/guard';
import { revogarTodasAsSessoes } from '@/lib/data/auth';

/** 'Sair de todos os dispositivos': ends every session of the signed-in user, this one included. */
export const POST = route(async (req) => {
  const { user } = await requireSession(req.headers);
  const encerradas = await revogarTodasAsSessoes(user.id);
  return json(
    { message: 'Você saiu de todos os dispositivos.', encerradas },
    { headers: { 'Set-Cookie': clearSessionCookieHeader() } },
  );
});

import { json, route } from '@/lib/api/handler';
import { clearSessionCookieHeader } from '@/lib/auth/cookies';

/** Ends the browser session (clears the httpOnly cookie). */
export const POST = route(async () =>
  json({ message: 'Você foi desconectado com sucesso!' }, { headers: { 'Set-Cookie': clearSessionCookieHeader() } }),
);

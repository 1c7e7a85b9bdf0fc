import { clientIp, json, readJson, route } from '@/lib/api/handler';
import { sessionCookieHeader } from '@/lib/auth/cookies';
import { issueToken } from '@/lib/auth/token';
import { cadastrarUsuario } from '@/lib/data/users';
import { registerSchema } from '@/lib/validation/users';

/**
 * SPEC call 9. Creates an 'advogado' account and logs the person in (a new server-side session): the answer
 * carries the token (like call 10) and sets the same httpOnly session cookie, so the page can land on /sistema.
 */
export const POST = route(async (req) => {
  const input = await readJson(req, registerSchema);
  const { sessionVersion, ...user } = await cadastrarUsuario(input, clientIp(req));
  const token = await issueToken({ ...user, sessionVersion }, false);
  return json(
    { id: user.id, token, user, message: 'Cadastro realizado com sucesso!' },
    { status: 201, headers: { 'Set-Cookie': sessionCookieHeader(token, false) } },
  );
});

import { clientIp, json, readJson, route } from '@/lib/api/handler';
import { sessionCookieHeader } from '@/lib/auth/cookies';
import { issueToken } from '@/lib/auth/token';
import { authenticate } from '@/lib/data/auth';
import { loginSchema } from '@/lib/validation/auth';

/** SPEC call 10. Answers the token for API clients and sets the same token as the httpOnly session cookie. */
export const POST = route(async (req) => {
  const input = await readJson(req, loginSchema);
  const user = await authenticate(input.email, input.senha, clientIp(req));
  const token = await issueToken(user, input.lembrar);
  return json(
    {
      token,
      user: { id: user.id, nome: user.nome, email: user.email, role: user.role },
      message: 'Login realizado com sucesso',
    },
    { headers: { 'Set-Cookie': sessionCookieHeader(token, input.lembrar) } },
  );
});

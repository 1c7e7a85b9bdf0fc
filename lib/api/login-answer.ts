import { json } from './handler';
import type { AuthenticatedUser } from '@/lib/data/auth/autenticar';
import { sessionCookieHeader } from '@/lib/auth/cookies';
import { issueToken } from '@/lib/auth/token';

/** SPEC call 10's answer (token, user, message) with the same token as the httpOnly cookie; a new session. */
export async function loginAnswer(user: AuthenticatedUser, remember: boolean): Promise<Response> {
  const token = await issueToken(user, remember);
  return json(
    {
      token,
      user: { id: user.id, nome: user.nome, email: user.email, role: user.role },
      message: 'Login realizado com sucesso',
    },
    { headers: { 'Set-Cookie': sessionCookieHeader(token, remember) } },
  );
}

import { json, route } from '@/lib/api/handler';
import { clearSessionCookieHeader } from '@/lib/auth/cookies';
import { credentialClaims } from '@/lib/auth/guard';
import { revogarSessao } from '@/lib/data/auth';

/**
 * Ends this session on the server (its token stops working at once, as Bearer and as cookie) and clears the
 * httpOnly cookie. Without a valid session it only clears the cookie (logging out twice is not an error).
 */
export const POST = route(async (req) => {
  const claims = await credentialClaims(req.headers);
  if (claims) await revogarSessao(claims.sid, claims.userId);
  return json({ message: 'Você foi desconectado com sucesso!' }, { headers: { 'Set-Cookie': clearSessionCookieHeader() } });
});

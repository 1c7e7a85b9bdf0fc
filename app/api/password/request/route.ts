import { clientIp, json, readJson, route } from '@/lib/api/handler';
import { solicitarRedefinicaoDeSenha } from '@/lib/data/auth';
import { resetRequestSchema } from '@/lib/validation/users';

/** SPEC call 12. Same status and body whether or not the e-mail has an account. */
export const POST = route(async (req) => {
  const { email } = await readJson(req, resetRequestSchema);
  return json(await solicitarRedefinicaoDeSenha(email, clientIp(req)));
});

import { clientIp, json, readJson, route } from '@/lib/api/handler';
import { redefinirSenha } from '@/lib/data/auth';
import { resetPasswordSchema } from '@/lib/validation/users';

/** SPEC call 13: token from the e-mailed link and the new password. */
export const POST = route(async (req) => {
  const { token, password } = await readJson(req, resetPasswordSchema);
  return json(await redefinirSenha(token, password, clientIp(req)));
});

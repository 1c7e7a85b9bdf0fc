import { readJson, route } from '@/lib/api/handler';
import { loginAnswer } from '@/lib/api/login-answer';
import { concluirLoginMfa } from '@/lib/data/auth';
import { mfaLoginSchema } from '@/lib/validation/mfa';

/** DESIGN §10: the second step of a login with MFA; answers what POST /api/auth/login answers without MFA. */
export const POST = route(async (req) => {
  const input = await readJson(req, mfaLoginSchema);
  const { user, remember } = await concluirLoginMfa(input.mfaToken, input.code);
  return loginAnswer(user, remember);
});

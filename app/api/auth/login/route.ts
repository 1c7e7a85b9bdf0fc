import { clientIp, json, readJson, route } from '@/lib/api/handler';
import { loginAnswer } from '@/lib/api/login-answer';
import { iniciarLogin } from '@/lib/data/auth';
import { loginSchema } from '@/lib/validation/auth';

/**
 * SPEC call 10, the one login path. Answers the token for API clients and sets the same token as the httpOnly
 * session cookie; with MFA on (DESIGN §10) it answers `{ mfaRequired: true, mfaToken }` instead, and
 * POST /api/auth/login/mfa finishes.
 */
export const POST = route(async (req) => {
  const input = await readJson(req, loginSchema);
  const step = await iniciarLogin(input.email, input.senha, input.lembrar, clientIp(req));
  if (step.kind === 'mfa') {
    return json({ mfaRequired: true, mfaToken: step.mfaToken, message: 'Digite o código do aplicativo autenticador.' });
  }
  return loginAnswer(step.user, input.lembrar);
});

'use server';

import { redirect } from 'next/navigation';
import { parseWith } from '@/lib/api/handler';
import { startSession } from '@/lib/auth/login-session';
import { MSG_MFA_EXPIRED, iniciarLogin, concluirLoginMfa } from '@/lib/data/auth';
import { safeNextPath } from '@/lib/domain/safe-next';
import type { LoginActionState } from '@/lib/forms/form-state';
import { formText, runFormAction } from '@/lib/forms/run-form-action';
import { loginSchema } from '@/lib/validation/auth';
import { mfaLoginSchema } from '@/lib/validation/mfa';

/**
 * 'Entrar' on /login when the page's JavaScript has not run: the same steps as SPEC call 10 and
 * POST /api/auth/login/mfa (lib/data/mfa, with their rate limits and lockouts), the same session cookie, and the
 * same destination as the JavaScript path (`next`, checked again here). With MFA on, the answer asks for the code;
 * the code form posts here too, with the step's token.
 */
export async function loginAction(_prev: LoginActionState, formData: FormData): Promise<LoginActionState> {
  const next = safeNextPath(formText(formData, 'next'));
  const mfaToken = formText(formData, 'mfaToken');
  const outcome: LoginActionState = mfaToken
    ? await runFormAction(formData, [], async () => {
        const input = parseWith(mfaLoginSchema, { mfaToken, code: formText(formData, 'code') });
        const { user, remember } = await concluirLoginMfa(input.mfaToken, input.code);
        await startSession(user, remember);
        return { status: 'ok' };
      })
    : await runFormAction(formData, ['email'], async ({ ip }) => {
        const input = parseWith(loginSchema, {
          email: formText(formData, 'email'),
          senha: formText(formData, 'senha'),
          lembrar: formData.get('lembrar') !== null,
        });
        const step = await iniciarLogin(input.email, input.senha, input.lembrar, ip);
        if (step.kind === 'mfa') return { status: 'idle', mfaToken: step.mfaToken };
        await startSession(step.user, input.lembrar);
        return { status: 'ok' };
      });
  // A wrong code keeps the second step open (its token is good until it expires; then back to e-mail and password).
  if (mfaToken && outcome.status === 'error' && outcome.message !== MSG_MFA_EXPIRED) return { ...outcome, mfaToken };
  if (outcome.status === 'ok') redirect(next ?? '/sistema');
  return outcome;
}

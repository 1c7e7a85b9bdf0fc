'use server';

import { parseWith } from '@/lib/api/handler';
import { solicitarRedefinicaoDeSenha, redefinirSenha } from '@/lib/data/auth';
import type { FormActionState } from '@/lib/forms/form-state';
import { formText, runFormAction } from '@/lib/forms/run-form-action';
import { resetPasswordFormSchema, resetPasswordSchema, resetRequestSchema } from '@/lib/validation/users';

/** /request without JavaScript: SPEC call 12's use case (same answer whether or not the e-mail has an account). */
export async function requestResetAction(_prev: FormActionState, formData: FormData): Promise<FormActionState> {
  return runFormAction(formData, ['email'], async ({ ip }) => {
    const { email } = parseWith(resetRequestSchema, { email: formText(formData, 'email') });
    const { message } = await solicitarRedefinicaoDeSenha(email, ip);
    return { status: 'ok', message };
  });
}

/**
 * /reset-password without JavaScript: both passwords checked to match (the form's schema), then SPEC call 13's
 * use case with the link's token (a hidden field of the form).
 */
export async function resetPasswordAction(_prev: FormActionState, formData: FormData): Promise<FormActionState> {
  return runFormAction(formData, [], async ({ ip }) => {
    const { password } = parseWith(resetPasswordFormSchema, {
      password: formText(formData, 'password'),
      confirmarSenha: formText(formData, 'confirmarSenha'),
    });
    const input = parseWith(resetPasswordSchema, { token: formText(formData, 'token'), password });
    const { message } = await redefinirSenha(input.token, input.password, ip);
    return { status: 'ok', message };
  });
}

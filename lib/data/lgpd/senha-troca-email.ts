import { verifyPassword } from '@/lib/security/passwords';
import { getDb } from '@/lib/db/client';
import { consumirQualquerCodigo, enabledRow, limit, MSG_WRONG_CODE, MSG_WRONG_PASSWORD } from '@/lib/data/auth/mfa/codes';
import { ValidationError } from '@/lib/errors';

export const MSG_SENHA_TROCA_EMAIL = 'Para trocar o e-mail, informe a sua senha atual.';
export const MSG_CODIGO_TROCA_EMAIL = 'Para trocar o e-mail, informe também o código do aplicativo autenticador (ou um código de recuperação).';

/**
 * The proof an e-mail change needs besides the session (as disabling MFA): the current password, plus a current code
 * (or a recovery code) when two-step verification is on. Missing or wrong → 400 naming the field. Attempts share the
 * per-account limit of the MFA codes, so the password cannot be guessed through this form.
 */
export async function exigirSenhaParaTrocarEmail(
  conta: { id: number; email: string; passwordHash: string },
  senha: string | null,
  code: string | null,
): Promise<void> {
  if (!senha) throw new ValidationError(MSG_SENHA_TROCA_EMAIL, { senha: MSG_SENHA_TROCA_EMAIL });
  await limit(conta.id);
  if (!(await verifyPassword(senha, conta.passwordHash))) throw new ValidationError(MSG_WRONG_PASSWORD, { senha: MSG_WRONG_PASSWORD });
  const mfa = await enabledRow(conta.id);
  if (!mfa) return;
  if (!code) throw new ValidationError(MSG_CODIGO_TROCA_EMAIL, { code: MSG_CODIGO_TROCA_EMAIL });
  if (!(await consumirQualquerCodigo(await getDb(), conta.id, mfa.secretEnc, conta.email, code, new Date()))) {
    throw new ValidationError(MSG_WRONG_CODE, { code: MSG_WRONG_CODE });
  }
}

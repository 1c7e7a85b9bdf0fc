import { z } from 'zod';

const MSG_CODE = 'Informe o código de 6 dígitos do aplicativo ou um código de recuperação.';

/** A TOTP code (6 digits) or a recovery code (XXXXX-XXXXX); spaces and dashes are ignored when checking. */
export const mfaCode = z
  .string({ error: MSG_CODE })
  .trim()
  .min(6, MSG_CODE)
  .max(32, MSG_CODE)
  .regex(/^[A-Za-z0-9 -]+$/, MSG_CODE);

/** POST /api/auth/mfa/enable and /api/auth/mfa/recovery-codes. */
export const mfaCodeSchema = z.object({ code: mfaCode });
export type MfaCodeInput = z.output<typeof mfaCodeSchema>;

/** POST /api/auth/mfa/disable (DESIGN §10: password and a code). */
export const mfaDisableSchema = z.object({
  senha: z.string({ error: 'Informe a senha.' }).min(1, 'Informe a senha.').max(128, 'Senha muito longa.'),
  code: mfaCode,
});
export type MfaDisableInput = z.output<typeof mfaDisableSchema>;

/** POST /api/auth/login/mfa. */
export const mfaLoginSchema = z.object({
  mfaToken: z.string({ error: 'Sessão de login expirada. Entre novamente.' }).min(1, 'Sessão de login expirada. Entre novamente.').max(4096),
  code: mfaCode,
});
export type MfaLoginInput = z.output<typeof mfaLoginSchema>;

import { z } from 'zod';
import { isValidCPF, isValidPhone } from '@brazilian-utils/brazilian-utils';
import { ROLES } from '@/lib/domain/roles';
import type { REGISTER_STEPS } from './register-steps';
import { textField } from '@/lib/validation/common';
import { oabNumeroField, oabPar, oabUfField } from './registro-profissional';

/** Keeps only the digits of a masked value ('529.982.247-25' → '52998224725'). */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Use no máximo ${max} caracteres.`);

export const emailField = z
  .string({ error: 'Informe o e-mail.' })
  .trim()
  .min(1, 'Informe o e-mail.')
  .max(254, 'E-mail muito longo.')
  .pipe(z.email('Informe um e-mail válido.'))
  .transform((v) => v.toLowerCase());

/**
 * DESIGN §8: 8–128 characters, no composition rules. The common-password list is checked on the server
 * (lib/auth/passwords.ts `assertNotCommonPassword`, called by the data layer) so it never ships to the browser.
 */
export const passwordField = z
  .string({ error: 'Informe a senha.' })
  .min(1, 'Informe a senha.')
  .min(8, 'A senha deve ter pelo menos 8 caracteres.')
  .max(128, 'A senha deve ter no máximo 128 caracteres.');

export const cpfField = z
  .string({ error: 'Informe o CPF.' })
  .transform(onlyDigits)
  .pipe(z.string().min(1, 'Informe o CPF.').refine((v) => v.length === 11 && isValidCPF(v), 'CPF inválido.'));

export const telefoneField = z
  .string({ error: 'Informe o telefone.' })
  .transform(onlyDigits)
  .pipe(
    z
      .string()
      .min(1, 'Informe o telefone.')
      .refine((v) => (v.length === 10 || v.length === 11) && isValidPhone(v), 'Telefone inválido: verifique o DDD e o número.'),
  );

const registerFields = {
  nome: requiredText('Informe o nome completo.', 120),
  cpf: cpfField,
  telefone: telefoneField,
  endereco: requiredText('Informe o endereço.', 300),
  email: emailField,
  senha: passwordField,
  confirmarSenha: z.string({ error: 'Confirme a senha.' }).min(1, 'Confirme a senha.'),
  escritorio: z
    .string()
    .trim()
    .max(160, 'Use no máximo 160 caracteres.')
    .optional()
    .nullable()
    .transform((v) => v || null),
  // Issue 28: the lawyer's OAB, optional in SPEC call 9 (a pair: both or neither). Also kept in Meus dados.
  oabNumero: oabNumeroField,
  oabUf: oabUfField,
  /**
   * LGPD (consent, art. 8): the wizard requires ticking it. API clients of SPEC call 9 may leave it out: registering
   * accepts the current Termos de Uso and Política de Privacidade (their versions and the time are recorded);
   * `false` is refused.
   */
  aceiteTermos: z
    .boolean({ error: 'Valor inválido.' })
    .optional()
    .refine((v) => v !== false, 'Para se cadastrar, aceite os Termos de Uso e a Política de Privacidade.'),
};

/** SPEC call 9 (POST /api/auth/register), shared by the /cadastro wizard and the handler. */
export const registerSchema = z
  .object(registerFields)
  .refine((v) => v.senha === v.confirmarSenha, {
    path: ['confirmarSenha'],
    message: 'As senhas não coincidem!',
  })
  .superRefine(oabPar);
export type RegisterInput = z.output<typeof registerSchema>;
export type RegisterForm = z.input<typeof registerSchema>;

// Every field the wizard's steps name is a field of the schema (a compile-time check).
type SchemaField<T extends keyof typeof registerFields> = T;
export type RegisterStepField = SchemaField<(typeof REGISTER_STEPS)[number]['fields'][number]>;

/** SPEC call 12. */
export const resetRequestSchema = z.object({ email: emailField });
export type ResetRequestInput = z.output<typeof resetRequestSchema>;
export type ResetRequestForm = z.input<typeof resetRequestSchema>;

/** SPEC call 13: token from the link and the new password. */
export const resetPasswordSchema = z.object({
  token: z
    .string({ error: 'Link de redefinição inválido ou expirado.' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'Link de redefinição inválido ou expirado.'),
  password: passwordField,
});
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

/** The /reset-password form: both passwords, checked to match before any call (SPEC §5). */
export const resetPasswordFormSchema = z
  .object({ password: passwordField, confirmarSenha: z.string().min(1, 'Confirme a senha.') })
  .refine((v) => v.password === v.confirmarSenha, { path: ['confirmarSenha'], message: 'As senhas não coincidem!' });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/**
 * SPEC call 5 (PUT /api/user/edit/{id}). The client may send the full user; only role, creditos and ativo
 * are read (unknown keys are dropped). `ativo` accepts true/false and 1/0 (SPEC: '1 or true = active').
 */
export const userEditSchema = z
  .object({
    role: z.enum(ROLES, { error: 'Perfil inválido.' }).optional(),
    creditos: z
      .number({ error: 'Créditos deve ser um número inteiro maior ou igual a zero.' })
      .int('Créditos deve ser um número inteiro maior ou igual a zero.')
      .min(0, 'Créditos deve ser um número inteiro maior ou igual a zero.')
      .max(1_000_000, 'Créditos: no máximo 1.000.000.')
      .optional(),
    ativo: z
      .union([z.boolean(), z.literal(0), z.literal(1)], { error: 'Ativo deve ser verdadeiro ou falso.' })
      .transform((v) => v === true || v === 1)
      .optional(),
    /**
     * Why the créditos change (logged with who, when, old → new). Optional: SPEC's body has no such field, and a
     * change without it is recorded as 'Alteração via API (sem motivo informado)' (DESIGN §11); the dialog requires it.
     */
    motivo: z.string({ error: 'O motivo deve ser um texto.' }).trim().max(500, 'O motivo pode ter no máximo 500 caracteres.').optional(),
  })
  .refine((v) => v.role !== undefined || v.creditos !== undefined || v.ativo !== undefined, {
    message: 'Informe ao menos um campo: role, creditos ou ativo.',
  });
export type UserEditInput = z.output<typeof userEditSchema>;

/** The edit modal's form (créditos typed as text in the input). */
export const userEditFormSchema = z.object({
  role: z.enum(ROLES, { error: 'Selecione o perfil.' }),
  creditos: z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, 'Créditos deve ser um número inteiro maior ou igual a zero.')
    .transform(Number)
    .pipe(z.number().max(1_000_000, 'Créditos: no máximo 1.000.000.')),
  ativo: z.boolean(),
  motivo: z.string().trim().max(500, 'O motivo pode ter no máximo 500 caracteres.'),
});
export type UserEditForm = z.input<typeof userEditFormSchema>;

/**
 * The edit modal's form for a user holding `creditosAtuais` (and active or not: `ativoAtual`): a change of créditos
 * and a deactivation each need their reason (5+ characters), kept with the change (issue 28).
 */
export function userEditFormSchemaFor(creditosAtuais: number, ativoAtual = false) {
  return userEditFormSchema.superRefine((v, ctx) => {
    if (v.motivo.length >= 5) return;
    if (v.creditos !== creditosAtuais) {
      ctx.addIssue({ code: 'custom', path: ['motivo'], message: 'Informe o motivo da alteração de créditos, com pelo menos 5 caracteres.' });
    } else if (ativoAtual && !v.ativo) {
      ctx.addIssue({ code: 'custom', path: ['motivo'], message: 'Informe o motivo da desativação, com pelo menos 5 caracteres.' });
    }
  });
}

/** GET /api/user/read: optional search and pagination (the answer stays an array; X-Total-Count has the total). */
export const userListQuerySchema = z.object({
  termo: z.string().trim().max(100, 'Termo de busca muito longo.').optional().default(''),
  page: z.coerce.number({ error: 'Página inválida.' }).int('Página inválida.').min(1, 'Página inválida.').max(100_000).optional().default(1),
  pageSize: z.coerce
    .number({ error: 'Tamanho de página inválido.' })
    .int('Tamanho de página inválido.')
    .min(1, 'Tamanho de página inválido.')
    .max(100, 'Tamanho de página: no máximo 100.')
    .optional()
    .default(20),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;

/** Configurações (SPEC §2.13): the two toggles, saved per user; and which reminders go by e-mail (issue 13). */
export const settingsSchema = z.object({
  emailNotifications: z.boolean({ error: 'Valor inválido.' }),
  promoEmails: z.boolean({ error: 'Valor inválido.' }),
  // Absent (SPEC's two-field body): the reminder choices stay as they were.
  lembretesEmail: z
    .object(
      {
        d5: z.boolean({ error: 'Valor inválido.' }),
        d2: z.boolean({ error: 'Valor inválido.' }),
        d0: z.boolean({ error: 'Valor inválido.' }),
        pericia_d1: z.boolean({ error: 'Valor inválido.' }),
      },
      { error: 'Valor inválido.' },
    )
    .optional(),
});
export type SettingsInput = z.output<typeof settingsSchema>;

/** `npm run user:create -- --role R --email E --nome N` (operators). */
export const accountCreateSchema = z.object({
  role: z.enum(ROLES, { error: 'Perfil inválido: use admin, medico ou advogado.' }),
  email: emailField,
  nome: textField('Informe o nome (--nome).').trim().min(1, 'Informe o nome (--nome).').max(120, 'Use no máximo 120 caracteres.'),
});
export type AccountCreateInput = z.output<typeof accountCreateSchema>;

/** POST /api/user/invite (admins): invite a person of any role by e-mail. Shared by the 'Convidar usuário' dialog. */
export const inviteSchema = z.object({
  nome: textField('Informe o nome.').trim().min(1, 'Informe o nome.').max(120, 'Use no máximo 120 caracteres.'),
  email: emailField,
  role: z.enum(ROLES, { error: 'Perfil inválido: use admin, medico ou advogado.' }),
});
/** The 'Convidar usuário' dialog: no role is pre-selected (issue 28), so its absence is said as a choice to make. */
export const MSG_SELECIONE_PERFIL = 'Selecione o perfil do usuário convidado.';
export const inviteFormSchema = inviteSchema.extend({ role: z.enum(ROLES, { error: MSG_SELECIONE_PERFIL }) });
export type InviteInput = z.output<typeof inviteSchema>;
export type InviteForm = z.input<typeof inviteSchema>;

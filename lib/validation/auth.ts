import { z } from 'zod';

/** SPEC call 10 (POST /api/auth/login), shared by the login form and the handler. */
export const loginSchema = z.object({
  email: z.string({ error: 'Informe o e-mail.' }).trim().min(1, 'Informe o e-mail.').max(254, 'E-mail muito longo.').pipe(z.email('E-mail inválido.')),
  senha: z.string({ error: 'Informe a senha.' }).min(1, 'Informe a senha.').max(128, 'Senha muito longa.'),
  lembrar: z.boolean().optional().default(false),
});
export type LoginInput = z.output<typeof loginSchema>;
export type LoginForm = z.input<typeof loginSchema>;

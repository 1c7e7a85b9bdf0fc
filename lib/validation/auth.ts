import { z } from 'zod';

export const loginSchema = z.object({
  email: z.string({ error: 'Informe o e-mail.' }).trim().min(1, 'Informe o e-mail.').max(254).pipe(z.email('E-mail inválido.')),
  senha: z.string({ error: 'Informe a senha.' }).min(1, 'Informe a senha.').max(128, 'Senha muito longa.'),
  lembrar: z.boolean().optional().default(false),
});
export type LoginInput = z.infer<typeof loginSchema>;

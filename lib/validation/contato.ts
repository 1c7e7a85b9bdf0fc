import { z } from 'zod';

/** Contact form (/contato): shared by the form (loaded on demand) and POST /api/contato. */
export const CONTATO_LIMITES = { nome: 120, email: 254, assunto: 150, mensagem: 5000 } as const;

const texto = (obrigatorio: string, min: number, minMsg: string, max: number, maxMsg: string) =>
  z
    .string({ error: obrigatorio })
    .trim()
    .min(1, obrigatorio)
    .min(min, minMsg)
    .max(max, maxMsg);

export const contatoSchema = z.object({
  nome: texto('Informe o seu nome.', 2, 'O nome deve ter pelo menos 2 caracteres.', CONTATO_LIMITES.nome, 'O nome deve ter no máximo 120 caracteres.'),
  email: z
    .string({ error: 'Informe o seu e-mail.' })
    .trim()
    .min(1, 'Informe o seu e-mail.')
    .max(CONTATO_LIMITES.email, 'E-mail muito longo.')
    .pipe(z.email('Informe um e-mail válido.')),
  assunto: texto('Informe o assunto.', 3, 'O assunto deve ter pelo menos 3 caracteres.', CONTATO_LIMITES.assunto, 'O assunto deve ter no máximo 150 caracteres.'),
  mensagem: texto(
    'Escreva a sua mensagem.',
    10,
    'A mensagem deve ter pelo menos 10 caracteres.',
    CONTATO_LIMITES.mensagem,
    'A mensagem deve ter no máximo 5000 caracteres.',
  ),
});

export type ContatoInput = z.infer<typeof contatoSchema>;

export const MENSAGEM_CONTATO_OK = 'Mensagem enviada com sucesso! Responderemos em até 1 dia útil.';

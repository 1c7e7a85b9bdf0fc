import { z } from 'zod';
import { textField } from './common';

export const MSG_TOKEN_NOME = 'Informe um nome para o token (até 80 caracteres).';
export const MSG_TOKEN_EXPIRA = 'Data de expiração inválida: use AAAA-MM-DD ou data e hora ISO 8601, no futuro e em até 2 anos.';

/** `POST /api/auth/tokens { nome, expiraEm? }`: expiraEm a date (the token lasts through that São Paulo day) or an instant. */
export const criarTokenApiSchema = z.strictObject(
  {
    nome: textField(MSG_TOKEN_NOME)
      .transform((v) => v.trim())
      .pipe(z.string().min(1, MSG_TOKEN_NOME).max(80, MSG_TOKEN_NOME)),
    expiraEm: z
      .union([z.iso.date({ error: MSG_TOKEN_EXPIRA }), z.iso.datetime({ offset: true, error: MSG_TOKEN_EXPIRA })], { error: MSG_TOKEN_EXPIRA })
      .nullable()
      .optional(),
  },
  { error: 'Requisição inválida: envie { nome, expiraEm? }.' },
);
export type CriarTokenApiInput = z.input<typeof criarTokenApiSchema>;
export type CriarTokenApi = z.output<typeof criarTokenApiSchema>;

/** The 'Tokens de API' form: the expiry field is a date input ('' = never). */
export const tokenApiFormSchema = z.object({
  nome: z.string().trim().min(1, MSG_TOKEN_NOME).max(80, MSG_TOKEN_NOME),
  expiraEm: z.union([z.literal(''), z.iso.date({ error: MSG_TOKEN_EXPIRA })]),
});
export type TokenApiFormInput = z.input<typeof tokenApiFormSchema>;
export type TokenApiForm = z.output<typeof tokenApiFormSchema>;

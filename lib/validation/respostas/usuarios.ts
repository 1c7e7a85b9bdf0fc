import { z } from 'zod';
import { ROLES } from '@/lib/domain/roles';

/** SPEC call 4: one user (never the password hash). */
export const usuarioSchema = z
  .object({
    id: z.int().meta({ example: 5 }),
    nome: z.string().meta({ example: 'Dra. Ana Lima' }),
    email: z.string().meta({ example: 'ana@lima.adv.br' }),
    role: z.enum(ROLES),
    creditos: z.int().meta({ example: 3 }),
    escritorio: z.string().nullable().meta({ example: 'Lima & Associados' }),
    endereco: z.string().nullable(),
    cpf: z.string().nullable(),
    telefone: z.string().nullable(),
    ativo: z.boolean(),
  })
  .meta({ id: 'Usuario' });

/** GET /api/user/read also says whether an invitation is still open. */
export const usuarioListaItemSchema = usuarioSchema.extend({ convitePendente: z.boolean() }).meta({ id: 'UsuarioLista' });

/** SPEC call 5's answer. */
export const usuarioEditadoSchema = z
  .object({ message: z.literal('Usuário atualizado com sucesso'), user: usuarioSchema })
  .meta({ id: 'UsuarioEditado' });

const usuarioSessao = z.object({ id: z.int(), nome: z.string(), email: z.string(), role: z.enum(ROLES) });

/** SPEC call 10's answer (or, with MFA on, the second step's ticket). */
export const loginSchema = z
  .object({
    token: z.string().meta({ description: 'Use como `Authorization: Bearer <token>` (24 h; 30 dias com `lembrar`).' }),
    user: usuarioSessao,
    message: z.literal('Login realizado com sucesso'),
  })
  .meta({ id: 'Login' });
export const loginMfaSchema = z
  .object({ mfaRequired: z.literal(true), mfaToken: z.string(), message: z.string() })
  .meta({ id: 'LoginMfa', description: 'A conta usa verificação em duas etapas: envie o código a POST /api/auth/login/mfa.' });

/** SPEC call 9's answer: the new account, signed in. */
export const cadastroSchema = z
  .object({
    id: z.int(),
    token: z.string(),
    user: usuarioSchema,
    message: z.literal('Cadastro realizado com sucesso!'),
  })
  .meta({ id: 'Cadastro' });

/** GET /api/auth/me. */
export const eu = z.object({ user: usuarioSessao }).meta({ id: 'UsuarioAtual' });

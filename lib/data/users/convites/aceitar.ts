import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { convites, passwordResetTokens, users, type Role } from '@/lib/db/schema';
import { FORMATO_TOKEN, linkUtilizavel } from '@/lib/data/auth/password/links';
import { redefinirSenha } from '@/lib/data/auth/password/reset';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import { ValidationError } from '@/lib/errors';
import { conviteAdvogadoFields, registroMedicoSchema, type ConviteAceiteInput } from '@/lib/validation/registro-profissional';
import { cpfField, telefoneField } from '@/lib/validation/users';
import { validarPorPerfil } from '../registro/validar';

export const MSG_CONVITE_INVALIDO = 'Link de convite inválido ou expirado. Peça um novo convite ao administrador.';

/** The invitation behind a first-password link, while it can be used: who is invited and as what. */
export type ConviteDoLink = { nome: string; email: string; role: Role };

export async function conviteDoLink(token: string, now = new Date()): Promise<ConviteDoLink | null> {
  if (!FORMATO_TOKEN.test(token)) return null;
  const db = await getDb();
  const [row] = await db
    .select({ nome: users.nome, email: users.email, role: users.role })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .innerJoin(convites, and(eq(convites.userId, users.id), isNull(convites.acceptedAt), isNull(convites.revokedAt)))
    // A reset link ('Esqueci minha senha') never opens an invitation (issue 28).
    .where(linkUtilizavel(token, 'convite', now))
    .limit(1);
  return row ?? null;
}

const advogadoSchema = z.object({ ...conviteAdvogadoFields, cpf: cpfField, telefone: telefoneField });

/**
 * POST /api/user/convite/aceitar ('Criar sua senha'): the invited person sets the first password and, in the same
 * transaction, what the role needs — a médico CRM/UF and especialidade (RQE optional), an advogado OAB/UF, CPF and
 * telefone. A link that is not an open invitation's is 400 (nothing saved); bad fields are 400 naming them.
 */
export async function aceitarConvite(input: ConviteAceiteInput, ip: string): Promise<{ message: string }> {
  const convite = await conviteDoLink(input.token);
  if (!convite) throw new ValidationError(MSG_CONVITE_INVALIDO, { token: MSG_CONVITE_INVALIDO });
  const campos: Partial<typeof users.$inferInsert> =
    convite.role === 'medico'
      ? validarPorPerfil(registroMedicoSchema, { crm: input.crm ?? undefined, crmUf: input.crmUf ?? undefined, especialidade: input.especialidade ?? undefined, rqe: input.rqe })
      : convite.role === 'advogado'
        ? validarPorPerfil(advogadoSchema, { oabNumero: input.oabNumero ?? undefined, oabUf: input.oabUf ?? undefined, cpf: input.cpf ?? undefined, telefone: input.telefone ?? undefined })
        : {};
  await redefinirSenha(input.token, input.password, ip, {
    finalidade: 'convite',
    invalido: MSG_CONVITE_INVALIDO,
    junto: async (tx, userId) => {
      if (Object.keys(campos).length === 0) return;
      const [antes] = await tx.select().from(users).where(eq(users.id, userId));
      await tx.update(users).set(campos).where(eq(users.id, userId));
      await registrarAlteracoes(tx, 'usuario', userId, antes, campos, userId);
    },
  });
  return { message: 'Senha criada com sucesso! Você já pode fazer login.' };
}

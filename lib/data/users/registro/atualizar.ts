import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce } from '@/lib/data/politica';
import { lerEntrada, type Entrada } from '@/lib/data/entrada';
import { registrarAlteracoes } from '@/lib/data/alteracoes';
import { canKeepRegistroProfissional } from '@/lib/domain/access';
import { NotFoundError } from '@/lib/errors';
import { registroAdvogadoSchema, registroMedicoSchema, type RegistroProfissionalInput } from '@/lib/validation/registro-profissional';
import { lerRegistroProfissional, type RegistroProfissional } from './ler';
import { validarPorPerfil } from './validar';

export const MSG_SEM_REGISTRO = 'Administradores não têm registro profissional: CRM é dos médicos e OAB é dos advogados.';

/**
 * PUT /api/user/registro-profissional: a médico records CRM/UF, especialidade and (optionally) RQE, all three
 * required; an advogado the OAB number and UF (both, or both blank to clear). Fields of the other role are ignored.
 * Admins: 403. Changes are kept in the field-level history.
 */
export async function atualizarRegistroProfissional(user: Pick<SessionUser, 'id' | 'role'>, entrada: Entrada<RegistroProfissionalInput>): Promise<RegistroProfissional> {
  enforce(canKeepRegistroProfissional(user), MSG_SEM_REGISTRO);
  // The body is read only once the role keeps a registration (an admin gets 403 whatever it sent).
  const input = await lerEntrada(entrada);
  const campos =
    user.role === 'medico'
      ? validarPorPerfil(registroMedicoSchema, { crm: input.crm ?? undefined, crmUf: input.crmUf ?? undefined, especialidade: input.especialidade ?? undefined, rqe: input.rqe })
      : validarPorPerfil(registroAdvogadoSchema, { oabNumero: input.oabNumero, oabUf: input.oabUf });
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [atual] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!atual?.ativo) throw new NotFoundError('Usuário não encontrado.');
    await tx.update(users).set({ ...campos, updatedAt: new Date() }).where(eq(users.id, user.id));
    await registrarAlteracoes(tx, 'usuario', user.id, atual, campos, user);
  });
  return lerRegistroProfissional(user.id);
}

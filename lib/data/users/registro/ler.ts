import { eq } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db/client';
import { certificadosAssinatura, users } from '@/lib/db/schema';
import { NotFoundError } from '@/lib/errors';

/** The registration columns of `users`, as one selection (Meus dados and the admin's list read the same six). */
export const COLUNAS_REGISTRO = {
  crm: users.crm,
  crmUf: users.crmUf,
  especialidade: users.especialidade,
  rqe: users.rqe,
  oabNumero: users.oabNumero,
  oabUf: users.oabUf,
};

/** The professional registration and the certificate on file, as Meus dados shows them (never the certificate itself). */
export type RegistroProfissional = {
  crm: string | null;
  crm_uf: string | null;
  especialidade: string | null;
  rqe: string | null;
  oab_numero: string | null;
  oab_uf: string | null;
  certificado: { titular: string; emissor: string; valido_ate: string } | null;
};

/** One's own registration (the caller is the user: Meus dados and the answer of its updates). */
export async function lerRegistroProfissional(userId: number, db?: DbOrTx): Promise<RegistroProfissional> {
  const d = db ?? (await getDb());
  const [u] = await d
    .select({
      ...COLUNAS_REGISTRO,
      titular: certificadosAssinatura.titular,
      emissor: certificadosAssinatura.emissor,
      validoAte: certificadosAssinatura.validoAte,
    })
    .from(users)
    .leftJoin(certificadosAssinatura, eq(certificadosAssinatura.userId, users.id))
    .where(eq(users.id, userId));
  if (!u) throw new NotFoundError('Usuário não encontrado.');
  return {
    crm: u.crm,
    crm_uf: u.crmUf,
    especialidade: u.especialidade,
    rqe: u.rqe,
    oab_numero: u.oabNumero,
    oab_uf: u.oabUf,
    certificado: u.titular && u.emissor && u.validoAte ? { titular: u.titular, emissor: u.emissor, valido_ate: u.validoAte.toISOString() } : null,
  };
}

import type { SessionUser } from '@/lib/data/auth/session-users';
import { getDb } from '@/lib/db/client';
import { nfseConfig } from '@/lib/db/schema';
import { enforce } from '@/lib/data/politica';
import { lerEntrada, type Entrada } from '@/lib/data/entrada';
import { canEditEmpresa } from '@/lib/domain/access';
import { aliquotaParaCentesimos } from '@/lib/domain/nfse/config';
import { ValidationError } from '@/lib/errors';
import { logger } from '@/lib/log';
import type { NfseConfigInput } from '@/lib/validation/nfse';
import { lerLinhaConfig } from './configuracao';
import { lerConfigNfse, type NfseConfigPublica } from './ler-config';

/** PUT /api/empresa/nfse (admins): a partial update of the single row (created on first save). */
export async function salvarConfigNfse(actor: Pick<SessionUser, 'id' | 'role'>, entrada: Entrada<NfseConfigInput>): Promise<NfseConfigPublica> {
  enforce(canEditEmpresa(actor));
  // The body is read only once the actor is an admin (403 before 400: lib/data/entrada.ts).
  const input = await lerEntrada(entrada);
  const db = await getDb();
  const { aliquotaIss, ...resto } = input;
  const values: Partial<typeof nfseConfig.$inferInsert> = Object.fromEntries(Object.entries(resto).filter(([, v]) => v !== undefined));
  if (aliquotaIss !== undefined) values.aliquotaIssCentesimos = aliquotaIss === null ? null : aliquotaParaCentesimos(aliquotaIss);
  await db.transaction(async (tx) => {
    const atual = await lerLinhaConfig(tx);
    // The certificate must stay the firm's: a new CNPJ different from the certificate's is refused.
    if (values.cnpj && atual?.certCnpj && values.cnpj !== atual.certCnpj) {
      const msg = 'O CNPJ difere do CNPJ do certificado digital guardado: envie o certificado da empresa desse CNPJ.';
      throw new ValidationError(msg, { cnpj: msg });
    }
    const agora = new Date();
    await tx
      .insert(nfseConfig)
      .values({ id: 1, ...values, updatedBy: actor.id, updatedAt: agora })
      .onConflictDoUpdate({ target: nfseConfig.id, set: { ...values, updatedBy: actor.id, updatedAt: agora } });
  });
  logger.info({ by: actor.id, campos: Object.keys(values) }, 'Configurações da NFS-e atualizadas');
  return lerConfigNfse(actor);
}

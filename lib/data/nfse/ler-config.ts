import type { SessionUser } from '@/lib/data/auth/session-users';
import { getDb } from '@/lib/db/client';
import { enforce } from '@/lib/data/politica';
import { canEditEmpresa } from '@/lib/domain/access';
import { pendenciasNfse, type NfseCertificadoResumo, type NfseConfig } from '@/lib/domain/nfse/config';
import { certificadoDaLinha, configDaLinha, lerLinhaConfig } from './configuracao';

export type NfseConfigPublica = NfseConfig & { certificado: NfseCertificadoResumo | null; pendencias: string[] };

/** GET /api/empresa/nfse (admins): the settings, the certificate's holder/CNPJ/validity and what is still missing. */
export async function lerConfigNfse(actor: Pick<SessionUser, 'id' | 'role'>): Promise<NfseConfigPublica> {
  enforce(canEditEmpresa(actor));
  const row = await lerLinhaConfig(await getDb());
  const config = configDaLinha(row);
  const certificado = certificadoDaLinha(row);
  return { ...config, certificado, pendencias: pendenciasNfse(config, certificado !== null) };
}

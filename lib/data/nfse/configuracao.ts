import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { nfseConfig } from '@/lib/db/schema';
import { centesimosParaAliquota, type NfseCertificadoResumo, type NfseConfig } from '@/lib/domain/nfse/config';
import { env } from '@/lib/env';
import { abrirCertificadoNfse, type CertificadoNfse } from '@/lib/nfse/certificado';
import { open } from '@/lib/security/secret-box';
import { openDecrypted } from '@/lib/storage';

/** The sealed password's context: a value copied to another row or table does not open. */
export const CONTEXTO_SENHA_NFSE = 'nfse:certificado';

export type NfseConfigRow = typeof nfseConfig.$inferSelect;

export function configDaLinha(row: NfseConfigRow | undefined): NfseConfig {
  return {
    cnpj: row?.cnpj ?? null,
    razaoSocial: row?.razaoSocial ?? null,
    inscricaoMunicipal: row?.inscricaoMunicipal ?? null,
    codigoMunicipio: row?.codigoMunicipio ?? null,
    regime: row?.regime ?? null,
    servicos: row?.servicos ?? [],
    aliquotaIss: row?.aliquotaIssCentesimos == null ? null : centesimosParaAliquota(row.aliquotaIssCentesimos),
    issRetido: row?.issRetido ?? false,
    serie: row?.serie ?? null,
    proximoNumero: row?.proximoNumero ?? 1,
    ambiente: row?.ambiente ?? env().NFSE_AMBIENTE,
  };
}

export function certificadoDaLinha(row: NfseConfigRow | undefined): NfseCertificadoResumo | null {
  if (!row?.certStorageKey || !row.certTitular || !row.certValidoAte) return null;
  return { titular: row.certTitular, cnpj: row.certCnpj, validoAte: row.certValidoAte.toISOString() };
}

export async function lerLinhaConfig(db: DbOrTx): Promise<NfseConfigRow | undefined> {
  const [row] = await db.select().from(nfseConfig).where(eq(nfseConfig.id, 1)).limit(1);
  return row;
}

/** The firm's certificate opened for one issue or cancellation (internal: only the job and the cancellation call it). */
export async function abrirCertificadoDaEmpresa(row: NfseConfigRow): Promise<CertificadoNfse | null> {
  if (!row.certStorageKey || !row.certSenhaEnc) return null;
  const pfx = await buffer(await openDecrypted(row.certStorageKey));
  return abrirCertificadoNfse(pfx, open(row.certSenhaEnc, CONTEXTO_SENHA_NFSE));
}

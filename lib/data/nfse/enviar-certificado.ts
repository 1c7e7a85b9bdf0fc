import { Readable } from 'node:stream';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { getDb } from '@/lib/db/client';
import { nfseConfig } from '@/lib/db/schema';
import { enforce } from '@/lib/data/politica';
import { canEditEmpresa } from '@/lib/domain/access';
import { logger } from '@/lib/log';
import { abrirCertificadoNfse, conferirCnpjDoCertificado } from '@/lib/nfse/certificado';
import { seal } from '@/lib/security/secret-box';
import { deleteObject, putPlain } from '@/lib/storage';
import { CONTEXTO_SENHA_NFSE, lerLinhaConfig } from './configuracao';
import { lerConfigNfse, type NfseConfigPublica } from './ler-config';

/**
 * POST /api/empresa/nfse/certificado (admins): the firm's e-CNPJ A1. It must open with the password (else 400
 * 'Senha do certificado incorreta.' and the saved one is kept), hold its key, be within validity and be an e-CNPJ
 * of the configured CNPJ. Kept as the perito's certificate is: the .pfx encrypted in lib/storage, the password
 * sealed, both under FILES_KEY; never logged. A new one replaces the old.
 */
export async function enviarCertificadoNfse(actor: Pick<SessionUser, 'id' | 'role'>, pfx: Buffer, senha: string): Promise<NfseConfigPublica> {
  enforce(canEditEmpresa(actor));
  const db = await getDb();
  const cert = abrirCertificadoNfse(pfx, senha);
  conferirCnpjDoCertificado(cert, (await lerLinhaConfig(db))?.cnpj ?? null);
  const storageKey = await putPlain(Readable.from([pfx]));
  let anterior: string | null = null;
  try {
    await db.transaction(async (tx) => {
      anterior = (await lerLinhaConfig(tx))?.certStorageKey ?? null;
      const valores = {
        certStorageKey: storageKey,
        certSenhaEnc: seal(senha, CONTEXTO_SENHA_NFSE),
        certTitular: cert.titular,
        certCnpj: cert.cnpj,
        certValidoAte: cert.validoAte,
        updatedBy: actor.id,
        updatedAt: new Date(),
      };
      await tx.insert(nfseConfig).values({ id: 1, cnpj: cert.cnpj, ...valores }).onConflictDoUpdate({ target: nfseConfig.id, set: valores });
    });
  } catch (err) {
    await deleteObject(storageKey).catch(() => {});
    throw err;
  }
  if (anterior) await deleteObject(anterior).catch((err: Error) => logger.warn({ erro: err.message }, 'Certificado da NFS-e substituído: o arquivo anterior não foi removido'));
  logger.info({ by: actor.id }, 'Certificado digital da NFS-e guardado');
  return lerConfigNfse(actor);
}

import type { Readable } from 'node:stream';
import { logger } from '@/lib/log';
import { getDb } from '@/lib/db/client';
import { registrarAcessos, type Leitura } from '@/lib/data/acessos';
import { NotFoundError } from '@/lib/errors';
import { ObjectNotFoundError, openDecrypted } from '@/lib/storage';
import { acessoDocumento, type Usuario } from './acesso';

/** The decrypted bytes of a file document with what the response needs; 404 for links and strangers. */
export async function openDocumentoArquivo(
  user: Usuario,
  documentoId: number,
  leitura?: Leitura,
): Promise<{ stream: Readable; mime: string; nome: string; tamanho: number }> {
  const db = await getDb();
  const { documento: d } = await acessoDocumento(db, user, 'ver', { documentoId });
  if (!d || d.tipo !== 'arquivo' || !d.storageKey || !d.mime || !d.nomeArquivo || d.tamanho === null) {
    throw new NotFoundError('Este documento não tem arquivo para baixar.');
  }
  if (leitura) await registrarAcessos(db, user, leitura, [{ processoId: d.processoId, objeto: 'arquivo', objetoId: d.id }]);
  try {
    const stream = await openDecrypted(d.storageKey);
    return { stream, mime: d.mime, nome: d.nomeArquivo, tamanho: d.tamanho };
  } catch (err) {
    if (err instanceof ObjectNotFoundError) {
      logger.error({ documentoId: d.id }, 'Documento sem objeto no armazenamento');
      throw new NotFoundError('Arquivo não encontrado no armazenamento.');
    }
    throw err;
  }
}

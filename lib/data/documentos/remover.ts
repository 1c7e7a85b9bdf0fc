import { eq } from 'drizzle-orm';
import { logger } from '@/lib/log';
import { getDb } from '@/lib/db/client';
import { documentos } from '@/lib/db/schema';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { NotFoundError } from '@/lib/errors';
import { deleteObject } from '@/lib/storage';
import { acessoDocumento, DOCUMENTO_NAO_ENCONTRADO, type Usuario } from './acesso';

/**
 * Removes a document (link or file) by its uploader or an admin (others who see the case: 403;
 * strangers: 404). The Cronologia keeps a line saying who removed what; the file leaves the store
 * after the row is gone (a failed delete leaves an orphan object, logged, never a row without its file).
 */
export async function excluirDocumento(user: Usuario, documentoId: number): Promise<void> {
  const db = await getDb();
  const removed = await db.transaction(async (tx) => {
    const { documento: d } = await acessoDocumento(tx, user, 'remover', { documentoId });
    if (!d) throw new NotFoundError(DOCUMENTO_NAO_ENCONTRADO);
    await tx.delete(documentos).where(eq(documentos.id, d.id));
    await registrarOcorrencia({ processoId: d.processoId, userId: user.id, evento: `Documento removido: ${d.titulo}`, tipo: 'documento' }, tx);
    return d;
  });
  if (removed.storageKey) {
    await deleteObject(removed.storageKey).catch((err: Error) => {
      logger.error({ documentoId: removed.id, erro: err.name }, 'Falha ao apagar o objeto do documento no armazenamento');
    });
  }
}

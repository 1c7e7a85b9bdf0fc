import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { documentos, users } from '@/lib/db/schema';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { enfileirarLeitura } from '@/lib/data/autos/enfileirar';
import { contarPaginasPdf } from '@/lib/autos/contar-paginas';
import { msgPaginasDemais } from '@/lib/domain/autos/leitura';
import { env } from '@/lib/env';
import { PayloadTooLargeError } from '@/lib/errors';
import type { ArquivoRecebido } from '@/lib/storage/arquivo-recebido';
import { deleteObject } from '@/lib/storage';
import type { DocumentoUploadInput } from '@/lib/validation/documentos';
import { acessoDocumento, type Usuario } from './acesso';
import { toLista, type DocumentoLista } from './lista';

/**
 * Stores an uploaded file on a case and records it in the Cronologia. Owner advogado, assigned perito
 * and admins may upload (else 404). Takes ownership of the spool: it is committed to the store only
 * after the access check, and the temporary file is always removed.
 */
export async function criarDocumentoArquivo(user: Usuario, input: DocumentoUploadInput, file: ArquivoRecebido): Promise<DocumentoLista> {
  try {
    const db = await getDb();
    const { processoId } = await acessoDocumento(db, user, 'enviar', { processoId: input.id_processo });
    const pdf = file.mime === 'application/pdf';
    if (pdf && file.copia) {
      // Issue 35 item 3: a PDF over AUTOS_MAX_PAGINAS is refused here, before anything is stored.
      const paginas = await contarPaginasPdf(file.copia.caminho);
      const max = env().AUTOS_MAX_PAGINAS;
      if (paginas !== null && paginas > max) throw new PayloadTooLargeError(msgPaginasDemais(max));
    }
    await file.spool.commit();
    const titulo = input.titulo ?? file.nome;
    try {
      const doc = await db.transaction(async (tx) => {
        const [doc] = await tx
          .insert(documentos)
          .values({
            processoId,
            autorId: user.id,
            titulo,
            tipo: 'arquivo',
            storageKey: file.spool.key,
            mime: file.mime,
            tamanho: file.tamanho,
            sha256: file.sha256,
            nomeArquivo: file.nome,
            idFase: input.id_fase ?? null,
          })
          .returning();
        await registrarOcorrencia({ processoId, userId: user.id, evento: `Arquivo enviado: ${titulo}`, tipo: 'documento' }, tx);
        // Every PDF of a case is read page by page (issue 35): queued in the same transaction.
        if (pdf) await enfileirarLeitura(tx, doc.id);
        return doc;
      });
      const [autor] = await db.select({ nome: users.nome }).from(users).where(eq(users.id, user.id));
      return toLista(doc, autor?.nome ?? null, pdf ? { status: 'na_fila', paginas: null, paginasLidas: 0, paginasSemTexto: 0, motivo: null } : null);
    } catch (err) {
      await deleteObject(file.spool.key).catch(() => {});
      throw err;
    }
  } finally {
    await file.spool.discard();
    await file.copia?.descartar();
  }
}

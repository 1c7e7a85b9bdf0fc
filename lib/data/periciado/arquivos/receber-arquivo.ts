import { count, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { periciadoArquivos, processos } from '@/lib/db/schema';
import type { ArquivoRecebido } from '@/lib/storage/arquivo-recebido';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { notificarCaso } from '@/lib/data/notificacoes';
import { MAX_ARQUIVOS_POR_LINK, MSG_LIMITE_ARQUIVOS, MSG_TIPO_PERICIADO, TIPOS_PERICIADO } from '@/lib/domain/periciado/arquivos';
import { ConflictError, UnsupportedMediaTypeError } from '@/lib/errors';
import { deleteObject } from '@/lib/storage';
import { toNumber } from '@/lib/db/client';
import { linkValido } from '../token';

/**
 * POST /api/p/{token}/arquivos: a file from the periciado (checked by content and size as every upload is, by
 * lib/api/multipart; here only PDF, JPEG and PNG), encrypted into the store, at most MAX_ARQUIVOS_POR_LINK per link.
 * Takes ownership of the spool. The lawyer and the perito are notified; nobody reads it until one of them accepts it.
 */
export async function receberArquivoPericiado(token: string, ip: string, file: ArquivoRecebido): Promise<{ id: number; nome: string; tamanho: number }> {
  try {
    if (!(TIPOS_PERICIADO as readonly string[]).includes(file.mime)) throw new UnsupportedMediaTypeError(MSG_TIPO_PERICIADO);
    const db = await getDb();
    const link = await linkValido(db, token, ip);
    await file.spool.commit();
    try {
      return await db.transaction(async (tx) => {
        // One link's uploads are counted under its row's lock, so parallel uploads cannot pass the limit together.
        await tx.select({ id: processos.id }).from(processos).where(eq(processos.id, link.processoId)).for('update');
        const [{ n }] = await tx.select({ n: count() }).from(periciadoArquivos).where(eq(periciadoArquivos.linkId, link.linkId));
        if (toNumber(n) >= MAX_ARQUIVOS_POR_LINK) throw new ConflictError(MSG_LIMITE_ARQUIVOS);
        const [row] = await tx
          .insert(periciadoArquivos)
          .values({
            periciaId: link.pericia.id,
            linkId: link.linkId,
            processoId: link.processoId,
            storageKey: file.spool.key,
            mime: file.mime,
            tamanho: file.tamanho,
            sha256: file.sha256,
            nome: file.nome,
          })
          .returning();
        await registrarOcorrencia({ processoId: link.processoId, userId: null, evento: `Arquivo enviado pelo periciado: ${file.nome}`, tipo: 'documento' }, tx);
        await notificarCaso({ processoId: link.processoId, actorId: null, tipo: 'pericia', mensagem: 'O periciado enviou um arquivo: aceite-o para ver o conteúdo.' }, tx);
        return { id: row.id, nome: row.nome, tamanho: row.tamanho };
      });
    } catch (err) {
      await deleteObject(file.spool.key).catch(() => {});
      throw err;
    }
  } finally {
    await file.spool.discard();
  }
}

import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { periciadoArquivos } from '@/lib/db/schema';
import { deleteObject, ObjectNotFoundError, openDecrypted, putPlain } from '@/lib/storage';
import { logger } from '@/lib/log';
import { documentoDoArquivo } from './arquivos/documento-do-arquivo';

const LOTE = 50;

/**
 * The one-off backfill of issue 38 item 3: PDFs of the periciado accepted before an accepted PDF became a document of
 * the autos have no document. Each accepted PDF not yet marked (periciado_arquivos.nos_autos_em; the acceptances since
 * that change were marked by migration 0050) gets one, as the acceptance makes it: a new encrypted copy of its bytes,
 * its reading queued, the row linked and marked in the same transaction, under the row's lock, so two instances
 * starting together or a second start make nothing more. Run at the start of the autos-leitura queue, before the
 * backfill of the autos' own PDFs (lib/jobs/autos-leitura.ts). A file that cannot be copied (its object gone from the
 * store, a storage error) is logged by id and left for the next start; it never stops the others. Answers how many
 * documents it made.
 */
export async function juntarPdfsAceitosAntigos(): Promise<number> {
  const db = await getDb();
  let depois = 0;
  let feitos = 0;
  for (;;) {
    const lote = await db
      .select({
        id: periciadoArquivos.id,
        processoId: periciadoArquivos.processoId,
        storageKey: periciadoArquivos.storageKey,
        nome: periciadoArquivos.nome,
        mime: periciadoArquivos.mime,
        tamanho: periciadoArquivos.tamanho,
        sha256: periciadoArquivos.sha256,
        aceitoPor: periciadoArquivos.aceitoPor,
      })
      .from(periciadoArquivos)
      .where(
        and(
          gt(periciadoArquivos.id, depois),
          isNotNull(periciadoArquivos.aceitoEm),
          eq(periciadoArquivos.mime, 'application/pdf'),
          isNull(periciadoArquivos.nosAutosEm),
        ),
      )
      .orderBy(asc(periciadoArquivos.id))
      .limit(LOTE);
    if (lote.length === 0) return feitos;
    depois = lote[lote.length - 1].id;
    for (const a of lote) {
      let copia: string | null = null;
      let usada = false;
      try {
        copia = await putPlain(await openDecrypted(a.storageKey));
        const c = copia;
        usada = await db.transaction(async (tx) => {
          const [livre] = await tx
            .select({ id: periciadoArquivos.id })
            .from(periciadoArquivos)
            .where(and(eq(periciadoArquivos.id, a.id), isNull(periciadoArquivos.nosAutosEm)))
            .for('update');
          if (!livre) return false;
          await documentoDoArquivo(tx, a, a.aceitoPor, c);
          return true;
        });
        if (usada) feitos++;
      } catch (err) {
        const ausente = err instanceof ObjectNotFoundError;
        logger.error({ arquivoId: a.id, erro: (err as Error).name }, ausente ? 'Arquivo do periciado sem objeto no armazenamento: fora dos autos' : 'Arquivo do periciado: não entrou nos autos');
      } finally {
        if (copia && !usada) await deleteObject(copia).catch(() => {});
      }
    }
  }
}

import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { documentos, periciadoArquivos } from '@/lib/db/schema';
import { enfileirarLeitura } from '@/lib/data/autos/enfileirar';

/** Title of the case's document made from an accepted PDF of the periciado (issue 38 item 3). */
export const tituloDocumentoDoPericiado = (nome: string) => `Enviado pelo periciado: ${nome}`;

type ArquivoAceito = Pick<typeof periciadoArquivos.$inferSelect, 'id' | 'processoId' | 'nome' | 'mime' | 'tamanho' | 'sha256'>;

/**
 * An accepted PDF as a document of the case's autos, in the caller's transaction (which holds the file's row): the
 * document over `copia` (the file's bytes in a new encrypted object), its reading queued, and the file's row linked
 * to it and marked (nos_autos_em), so neither the acceptance nor the backfill ever makes a second one.
 */
export async function documentoDoArquivo(tx: DbOrTx, a: ArquivoAceito, autorId: number | null, copia: string): Promise<number> {
  const [doc] = await tx
    .insert(documentos)
    .values({
      processoId: a.processoId,
      autorId,
      titulo: tituloDocumentoDoPericiado(a.nome),
      tipo: 'arquivo',
      storageKey: copia,
      mime: a.mime,
      tamanho: a.tamanho,
      sha256: a.sha256,
      nomeArquivo: a.nome,
    })
    .returning({ id: documentos.id });
  await enfileirarLeitura(tx, doc.id);
  await tx.update(periciadoArquivos).set({ documentoId: doc.id, nosAutosEm: new Date() }).where(eq(periciadoArquivos.id, a.id));
  return doc.id;
}

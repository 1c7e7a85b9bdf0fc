import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { periciadoArquivos } from '@/lib/db/schema';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { canAceitarArquivoPericiado, type Actor } from '@/lib/domain/access';
import { NotFoundError } from '@/lib/errors';
import { deleteObject, openDecrypted, putPlain } from '@/lib/storage';
import { ARQUIVO_NAO_ENCONTRADO, arquivoDoCaso, semObjetoAusente } from './comum';
import { documentoDoArquivo } from './documento-do-arquivo';

/**
 * POST /api/periciado/arquivos/{id}/aceite: the case's lawyer, perito or an admin accepts the file (once).
 * An accepted PDF joins the case's autos (issue 38 item 3): a document of the Documentos tab whose bytes are a copy in
 * a new encrypted object (the document and the periciado's file are kept and deleted independently: a stored object
 * belongs to one row), queued for the autos reading in the acceptance's transaction, so its pages are searched like
 * every PDF of the case. Accepting again changes nothing and creates no second document (the update only takes a
 * file not yet accepted; the copy of a losing race is removed). Images (JPEG, PNG) are only accepted: the autos
 * reading is of PDFs.
 */
export async function aceitarArquivoPericiado(user: Actor, arquivoId: number): Promise<{ aceito: true }> {
  const row = await arquivoDoCaso(user, arquivoId);
  if (!canAceitarArquivoPericiado(user, row)) throw new NotFoundError(ARQUIVO_NAO_ENCONTRADO);
  if (row.a.aceitoEm) return { aceito: true };
  const a = row.a;
  const pdf = a.mime === 'application/pdf';
  // The copy is written before the transaction (the store is not transactional) and removed if it ends unused.
  const copia = pdf ? await semObjetoAusente(a.id, async () => putPlain(await openDecrypted(a.storageKey))) : null;
  let usada = false;
  try {
    const db = await getDb();
    usada = await db.transaction(async (tx) => {
      const feito = await tx
        .update(periciadoArquivos)
        .set({ aceitoEm: new Date(), aceitoPor: user.id })
        .where(and(eq(periciadoArquivos.id, arquivoId), isNull(periciadoArquivos.aceitoEm)))
        .returning({ id: periciadoArquivos.id });
      if (!feito.length) return false;
      await registrarOcorrencia({ processoId: a.processoId, userId: user.id, evento: `Arquivo do periciado aceito: ${a.nome}`, tipo: 'documento' }, tx);
      if (!copia) return false;
      await documentoDoArquivo(tx, a, user.id, copia);
      return true;
    });
  } finally {
    if (copia && !usada) await deleteObject(copia).catch(() => {});
  }
  return { aceito: true };
}

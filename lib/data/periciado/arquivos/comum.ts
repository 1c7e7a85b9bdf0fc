import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { periciadoArquivos, processos } from '@/lib/db/schema';
import { canViewProcesso, type Actor } from '@/lib/domain/access';
import { NotFoundError } from '@/lib/errors';
import { ObjectNotFoundError } from '@/lib/storage';
import { logger } from '@/lib/log';

export const ARQUIVO_NAO_ENCONTRADO = 'Arquivo não encontrado.';

export async function arquivoDoCaso(user: Actor, arquivoId: number) {
  const db = await getDb();
  const [row] = await db
    .select({ a: periciadoArquivos, ownerId: processos.ownerId, peritoId: processos.peritoId })
    .from(periciadoArquivos)
    .innerJoin(processos, eq(processos.id, periciadoArquivos.processoId))
    .where(eq(periciadoArquivos.id, arquivoId));
  if (!row || !canViewProcesso(user, row)) throw new NotFoundError(ARQUIVO_NAO_ENCONTRADO);
  return row;
}

/** A file row whose object is gone from the store (a restore without files, a manual deletion): 404 saying so, not 500. */
export async function semObjetoAusente<T>(arquivoId: number, ler: () => Promise<T>): Promise<T> {
  try {
    return await ler();
  } catch (err) {
    if (!(err instanceof ObjectNotFoundError)) throw err;
    logger.error({ arquivoId }, 'Arquivo do periciado sem objeto no armazenamento');
    throw new NotFoundError('Arquivo não encontrado no armazenamento.');
  }
}

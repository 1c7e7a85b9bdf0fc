import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { autosPaginas } from '@/lib/db/schema';
import { registrarAcessos, type Leitura } from '@/lib/data/registro-acessos';
import { acessoDocumento, type Usuario } from '@/lib/data/documentos/acesso';
import { NotFoundError } from '@/lib/errors';

export const PAGINA_NAO_ENCONTRADA = 'Página não encontrada (ou ainda não lida).';

/**
 * `GET /api/documentos/{id}/paginas/{n}`: the text of one page of a case's PDF, for whoever may see the case
 * (else 404). The read is written to the case's access log (the text is health data).
 */
export async function lerPaginaDosAutos(
  user: Usuario,
  documentoId: number,
  pagina: number,
  leitura?: Leitura,
): Promise<{ pagina: number; texto: string; ocr: boolean }> {
  const db = await getDb();
  const { documento } = await acessoDocumento(db, user, 'ver', { documentoId });
  const [p] = await db
    .select({ pagina: autosPaginas.pagina, texto: autosPaginas.texto, ocr: autosPaginas.ocr })
    .from(autosPaginas)
    .where(and(eq(autosPaginas.documentoId, documentoId), eq(autosPaginas.pagina, pagina)));
  if (!p) throw new NotFoundError(PAGINA_NAO_ENCONTRADA);
  if (leitura) await registrarAcessos(db, user, leitura, [{ processoId: documento!.processoId, objeto: 'autos_pagina', objetoId: documentoId }]);
  return p;
}

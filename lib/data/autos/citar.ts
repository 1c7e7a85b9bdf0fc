import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { autosPaginas, documentos } from '@/lib/db/schema';
import { registrarAcessos, type Leitura } from '@/lib/data/registro-acessos';
import { DOCUMENTO_NAO_ENCONTRADO } from '@/lib/data/documentos/acesso';
import { lerEntrega, salvarEntrega, type EntregaView } from '@/lib/data/entregas';
import type { Usuario } from '@/lib/data/entregas/caso';
import { citarNoDocumento, inicioDaPagina, paragrafoDeCitacao } from '@/lib/domain/autos/citacao';
import { ValidationError, NotFoundError } from '@/lib/errors';
import type { CitarAutosInput } from '@/lib/validation/autos';
import { entregaDocSchema } from '@/lib/validation/entregas';
import { PAGINA_NAO_ENCONTRADA } from './pagina';

/**
 * `POST /api/processo/{id}/fases/{idFase}/entrega/citar` (issue 35 item 7, 'Citar no parecer'): appends to the
 * phase's draft the cited sentence and its reference '(doc. «título», p. N)', saved like an autosave (a version the
 * perito can undo with 'Versões'). Who may write the deliverable may cite (salvarEntrega enforces it; the case
 * unseen is 404, a published deliverable 409); the document must be a read PDF of this case (else 404). Without a
 * sentence, the page's first sentence is quoted. The page's text is read, so the read goes to the access log.
 */
export async function citarNoParecer(user: Usuario, processoId: number, idFase: number, input: CitarAutosInput, leitura?: Leitura): Promise<EntregaView> {
  const atual = await lerEntrega(user, processoId, idFase);
  const db = await getDb();
  const [doc] = await db
    .select({ id: documentos.id, titulo: documentos.titulo })
    .from(documentos)
    .where(and(eq(documentos.id, input.documentoId), eq(documentos.processoId, processoId)));
  if (!doc) throw new NotFoundError(DOCUMENTO_NAO_ENCONTRADO);
  const [pagina] = await db
    .select({ texto: autosPaginas.texto })
    .from(autosPaginas)
    .where(and(eq(autosPaginas.documentoId, doc.id), eq(autosPaginas.pagina, input.pagina)));
  if (!pagina) throw new NotFoundError(PAGINA_NAO_ENCONTRADA);

  const trecho = input.trecho?.trim() ? input.trecho : inicioDaPagina(pagina.texto);
  const novo = entregaDocSchema.safeParse(
    citarNoDocumento(atual.conteudo, paragrafoDeCitacao({ documentoId: doc.id, titulo: doc.titulo, pagina: input.pagina, trecho })),
  );
  if (!novo.success) throw new ValidationError(novo.error.issues[0]?.message ?? 'O conteúdo da entrega não é um documento válido.');
  const salvo = await salvarEntrega(user, processoId, idFase, { conteudo: novo.data, nova_versao: false });
  if (leitura) await registrarAcessos(db, user, leitura, [{ processoId, objeto: 'autos_pagina', objetoId: doc.id }]);
  return salvo;
}

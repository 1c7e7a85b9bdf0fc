import { and, eq } from 'drizzle-orm';
import { type DbOrTx } from '@/lib/db/client';
import { documentos, processos } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce, visibleProcessos } from '@/lib/data/politica';
import { canAddDocumento, canRemoveDocumento, canViewDocumentos } from '@/lib/domain/access';
import { ForbiddenError, NotFoundError } from '@/lib/errors';

// Files (issue 14): who may see, send or remove a case's documents, beside the query that finds them.

export const PROCESSO_NAO_ENCONTRADO = 'Processo não encontrado.';
export const DOCUMENTO_NAO_ENCONTRADO = 'Documento não encontrado.';
export const MSG_REMOCAO_PROIBIDA = 'Somente quem enviou o documento ou um administrador pode removê-lo.';

export type Usuario = Pick<SessionUser, 'id' | 'role'>;
export type DocumentoRow = typeof documentos.$inferSelect;
export type AcaoDocumento = 'ver' | 'enviar' | 'remover';

/**
 * THE access decision for a case's documents and files; every function below asks it.
 * ver/enviar: the case must be visible to the user (lib/data/politica.ts: admin all, owner advogado,
 * assigned medico), otherwise 404, so strangers cannot probe ids. remover: additionally the document's
 * uploader or an admin, otherwise 403.
 */
export async function acessoDocumento(
  db: DbOrTx,
  user: Usuario,
  acao: AcaoDocumento,
  alvo: { processoId: number } | { documentoId: number },
): Promise<{ processoId: number; documento: DocumentoRow | null }> {
  if ('processoId' in alvo) {
    if (acao === 'remover') throw new Error('remover exige um documento');
    const [caso] = await db
      .select({ id: processos.id, ownerId: processos.ownerId, peritoId: processos.peritoId })
      .from(processos)
      .where(and(eq(processos.id, alvo.processoId), visibleProcessos(user)))
      .limit(1);
    if (!caso) throw new NotFoundError(PROCESSO_NAO_ENCONTRADO);
    enforce(acao === 'ver' ? canViewDocumentos(user, caso) : canAddDocumento(user, caso));
    return { processoId: caso.id, documento: null };
  }
  const [row] = await db
    .select({ documento: documentos })
    .from(documentos)
    .innerJoin(processos, eq(processos.id, documentos.processoId))
    .where(and(eq(documentos.id, alvo.documentoId), visibleProcessos(user)))
    .limit(1);
  if (!row) throw new NotFoundError(DOCUMENTO_NAO_ENCONTRADO);
  if (acao === 'remover' && !canRemoveDocumento(user, row.documento)) {
    throw new ForbiddenError(MSG_REMOCAO_PROIBIDA);
  }
  return { processoId: row.documento.processoId, documento: row.documento };
}

import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { documentos, processos } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce, visibleProcessos } from '@/lib/data/politica';
import { canAddDocumento } from '@/lib/domain/access';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { nomeFase } from '@/lib/domain/status';
import { NotFoundError } from '@/lib/errors';
import type { DocumentoCreateInput } from '@/lib/validation/documentos';

export type DocumentoItem = {
  id: number;
  id_processo: number;
  titulo: string;
  url: string;
  id_fase: number | null;
  created_at: string;
};

export const DEFAULT_DOCUMENTO_TITULO = 'Link do Google Drive';

/**
 * Attaches a Google Drive link to a case (canAddDocumento: admin any; advogado own; medico assigned)
 * and records it in the Cronologia. Another user's or an unknown case is 404.
 */
export async function criarDocumento(user: Pick<SessionUser, 'id' | 'role'>, input: DocumentoCreateInput): Promise<DocumentoItem> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [caso] = await tx
      .select({ id: processos.id, ownerId: processos.ownerId, peritoId: processos.peritoId })
      .from(processos)
      .where(and(eq(processos.id, input.id_processo), visibleProcessos(user)));
    if (!caso) throw new NotFoundError('Processo não encontrado.');
    enforce(canAddDocumento(user, caso));
    const titulo = input.titulo ?? (input.id_fase ? `${DEFAULT_DOCUMENTO_TITULO} (${nomeFase(input.id_fase)})` : DEFAULT_DOCUMENTO_TITULO);
    const [doc] = await tx
      .insert(documentos)
      .values({ processoId: caso.id, autorId: user.id, titulo, url: input.url, idFase: input.id_fase ?? null })
      .returning();
    await registrarOcorrencia({ processoId: caso.id, userId: user.id, evento: `Documento adicionado: ${titulo}`, tipo: 'documento' }, tx);
    return {
      id: doc.id,
      id_processo: doc.processoId,
      titulo: doc.titulo,
      url: doc.url ?? input.url,
      id_fase: doc.idFase,
      created_at: doc.createdAt.toISOString(),
    };
  });
}

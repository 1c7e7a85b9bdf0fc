import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { processos } from '@/lib/db/schema';
import { visibleProcessos } from '@/lib/data/politica';
import { canEditLinhaDoTempo } from '@/lib/domain/access';
import { ForbiddenError, NotFoundError } from '@/lib/errors';
import type { Usuario } from '@/lib/data/documentos/acesso';

/**
 * The clinical timeline of a case (issue 35 item 6): events proposed from the autos' pages, accepted (or edited,
 * or discarded) by the perito or an admin, and manual events. Whoever sees the case reads it (else 404); only its
 * perito and admins change it (403). Reading it is logged: it is health data. Separate from the Cronologia.
 */
export const PROCESSO_NAO_ENCONTRADO = 'Processo não encontrado.';
export const SUGESTAO_NAO_ENCONTRADA = 'Sugestão não encontrada.';
export const MSG_SO_PERITO = 'Somente o perito do processo ou um administrador altera a linha do tempo.';

export type Sugestao = { id: number; data: string; evento: string; tipo: string; documentoId: number; pagina: number; trecho: string };
export type EventoLinha = {
  id: number;
  data: string;
  evento: string;
  tipo: string;
  documentoId: number | null;
  titulo: string | null;
  pagina: number | null;
  trecho: string | null;
  manual: boolean;
};

export async function caso(user: Usuario, processoId: number, editar: boolean) {
  const db = await getDb();
  const [p] = await db
    .select({ id: processos.id, ownerId: processos.ownerId, peritoId: processos.peritoId })
    .from(processos)
    .where(and(eq(processos.id, processoId), visibleProcessos(user)));
  if (!p) throw new NotFoundError(PROCESSO_NAO_ENCONTRADO);
  if (editar && !canEditLinhaDoTempo(user, p)) throw new ForbiddenError(MSG_SO_PERITO);
  return { db, p };
}

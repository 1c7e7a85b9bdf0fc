import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { documentos, processos } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { visibleProcessos } from '@/lib/data/politica';
import { documentosCitados, type Fonte } from '@/lib/domain/pareceres/quadro';
import { NotFoundError, ValidationError } from '@/lib/errors';

export const PROCESSO_NAO_ENCONTRADO = 'Processo não encontrado.';
export const MSG_FONTE_DE_OUTRO_PROCESSO = 'A fonte cita um documento que não é deste processo.';

/** The case as the pareceres use cases need it, when the user sees it (404 otherwise, never 403: ids cannot be probed). */
export async function casoVisivel(db: DbOrTx, user: SessionUser, processoId: number) {
  const [p] = await db
    .select({ id: processos.id, ownerId: processos.ownerId, peritoId: processos.peritoId, numero: processos.numeroProcesso })
    .from(processos)
    .where(and(eq(processos.id, processoId), visibleProcessos(user)))
    .limit(1);
  if (!p) throw new NotFoundError(PROCESSO_NAO_ENCONTRADO);
  return p;
}

/**
 * Every cited document belongs to the case (citations `{ documentoId, pagina }`; free references pass). The page
 * is not checked against the document yet: the autos reading (issue 35) will know each document's pages.
 * Answers 400 on the field naming the first bad citation.
 */
export async function validarFontes(db: DbOrTx, processoId: number, grupos: { campo: string; fontes: readonly Fonte[] }[], extras: { campo: string; documentoId: number }[] = []) {
  const ids = [...new Set([...grupos.flatMap((g) => documentosCitados(g.fontes)), ...extras.map((e) => e.documentoId)])];
  if (ids.length === 0) return;
  const achados = await db
    .select({ id: documentos.id })
    .from(documentos)
    .where(and(eq(documentos.processoId, processoId), inArray(documentos.id, ids)));
  const doCaso = new Set(achados.map((d) => d.id));
  for (const e of extras) if (!doCaso.has(e.documentoId)) throw new ValidationError(MSG_FONTE_DE_OUTRO_PROCESSO, { [e.campo]: 'O documento não é deste processo.' });
  for (const g of grupos) {
    const i = g.fontes.findIndex((f) => 'documentoId' in f && !doCaso.has(f.documentoId));
    if (i >= 0) throw new ValidationError(MSG_FONTE_DE_OUTRO_PROCESSO, { [`${g.campo}.${i}.documentoId`]: 'O documento não é deste processo.' });
  }
}

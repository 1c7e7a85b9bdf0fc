import { and, eq } from 'drizzle-orm';
import { type DbOrTx } from '@/lib/db/client';
import { entregas, processoFases, processos, type Entrega } from '@/lib/db/schema';
import type { SessionUser } from '@/lib/data/auth/session-users';
import { enforce, visibleProcessos } from '@/lib/data/politica';
import { canWriteEntrega, type CaseParties } from '@/lib/domain/access';
import { MSG_ENTREGA_PUBLICADA } from '@/lib/domain/entregas';
import { ConflictError, NotFoundError } from '@/lib/errors';

/** What the entregas use cases share: the case and phase lookups, with the access rule of each. */

export type Usuario = Pick<SessionUser, 'id' | 'role'>;
export const PROCESSO_NAO_ENCONTRADO = 'Processo não encontrado.';
export const FASE_NAO_ENCONTRADA = 'Fase não encontrada neste processo.';
export const ENTREGA_NAO_PUBLICADA = 'A entrega desta fase ainda não foi publicada.';

export type Caso = CaseParties & {
  id: number;
  numero: string | null;
  comarca: string;
  vara: string | null;
  requerente: string;
  requerido: string;
};

/** The case (parties and court, as templates and letterheads need them) when the user sees it; else 404. */
export async function casoVisivel(db: DbOrTx, user: Usuario, processoId: number): Promise<Caso> {
  const [c] = await db
    .select({
      id: processos.id,
      ownerId: processos.ownerId,
      peritoId: processos.peritoId,
      numero: processos.numeroProcesso,
      comarca: processos.comarca,
      vara: processos.varaJudicial,
      requerente: processos.requerente,
      requerido: processos.requerido,
    })
    .from(processos)
    .where(and(eq(processos.id, processoId), visibleProcessos(user)))
    .limit(1);
  if (!c) throw new NotFoundError(PROCESSO_NAO_ENCONTRADO);
  return c;
}

export async function faseDoCaso(db: DbOrTx, processoId: number, idFase: number): Promise<void> {
  const [f] = await db
    .select({ id: processoFases.id })
    .from(processoFases)
    .where(and(eq(processoFases.processoId, processoId), eq(processoFases.idFase, idFase)))
    .limit(1);
  if (!f) throw new NotFoundError(FASE_NAO_ENCONTRADA);
}

export async function entregaDe(db: DbOrTx, processoId: number, idFase: number): Promise<Entrega | undefined> {
  const [e] = await db
    .select()
    .from(entregas)
    .where(and(eq(entregas.processoId, processoId), eq(entregas.idFase, idFase)))
    .limit(1);
  return e;
}

/** The case of a phase the user may write the deliverable of (perito or admin: else 403; unseen case or phase: 404). */
export async function casoParaEscrever(db: DbOrTx, user: Usuario, processoId: number, idFase: number): Promise<Caso> {
  const caso = await casoVisivel(db, user, processoId);
  enforce(canWriteEntrega(user, caso), 'Somente o perito designado ou um administrador escreve a entrega da fase.');
  await faseDoCaso(db, processoId, idFase);
  return caso;
}

export async function paraEscrever(db: DbOrTx, user: Usuario, processoId: number, idFase: number): Promise<{ caso: Caso; e: Entrega | undefined }> {
  const caso = await casoParaEscrever(db, user, processoId, idFase);
  const e = await entregaDe(db, processoId, idFase);
  if (e?.status === 'publicada') throw new ConflictError(MSG_ENTREGA_PUBLICADA);
  return { caso, e };
}

export const mesmoConteudo = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

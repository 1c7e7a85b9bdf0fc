import { asc, eq } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db/client';
import { entregas, processoFases, quesitos } from '@/lib/db/schema';
import { enforce } from '@/lib/data/politica';
import { canViewEntregaPublicada, canViewEntregaRascunho, canWriteEntrega } from '@/lib/domain/access';
import { modeloEntrega, tituloEntrega } from '@/lib/domain/entregas';
import { NotFoundError } from '@/lib/errors';
import { ENTREGA_NAO_PUBLICADA, casoVisivel, entregaDe, faseDoCaso, type Usuario } from './caso';
import { documentosDaEntrega, toView, type EntregaDocumento, type EntregaView } from './vista';

async function quesitosDoCaso(db: DbOrTx, processoId: number): Promise<string[]> {
  const rows = await db
    .select({ description: quesitos.description })
    .from(quesitos)
    .where(eq(quesitos.processoId, processoId))
    .orderBy(asc(quesitos.createdAt), asc(quesitos.id));
  return rows.map((r) => r.description);
}

/**
 * A phase's deliverable. Perito and admin: the draft (or, before the first save, the phase's template filled
 * with the case's data and quesitos); the owner advogado: only once published (else 404).
 */
export async function lerEntrega(user: Usuario, processoId: number, idFase: number): Promise<EntregaView> {
  const db = await getDb();
  const caso = await casoVisivel(db, user, processoId);
  await faseDoCaso(db, processoId, idFase);
  const e = await entregaDe(db, processoId, idFase);
  if (e?.status === 'publicada') {
    enforce(canViewEntregaPublicada(user, caso));
    return toView(db, user, caso, e);
  }
  if (!canViewEntregaRascunho(user, caso)) throw new NotFoundError(ENTREGA_NAO_PUBLICADA);
  if (e) return toView(db, user, caso, e);
  return {
    id: null,
    id_processo: processoId,
    id_fase: idFase,
    titulo: tituloEntrega(idFase),
    status: 'nova',
    versao: 0,
    conteudo: modeloEntrega(idFase, { ...caso, quesitos: await quesitosDoCaso(db, processoId) }),
    atualizada_em: null,
    publicada_em: null,
    pode_escrever: canWriteEntrega(user, caso),
    pode_corrigir: false,
    documentos: [],
  };
}

export type EntregaResumo = {
  id_fase: number;
  titulo: string;
  status: 'nova' | 'rascunho' | 'publicada';
  versao: number;
  publicada_em: string | null;
  documentos: EntregaDocumento[];
};

/**
 * Every phase of the case with the state of its deliverable (drafts show as 'rascunho', never their content). A
 * deliverable reopened for correction ('rascunho' with `publicada_em`) keeps offering its last published files.
 */
export async function listarEntregas(user: Usuario, processoId: number): Promise<EntregaResumo[]> {
  const db = await getDb();
  await casoVisivel(db, user, processoId);
  const [fases, rows] = await Promise.all([
    db.select({ idFase: processoFases.idFase }).from(processoFases).where(eq(processoFases.processoId, processoId)).orderBy(asc(processoFases.posicao)),
    db.select().from(entregas).where(eq(entregas.processoId, processoId)),
  ]);
  return Promise.all(
    fases.map(async ({ idFase }) => {
      const e = rows.find((r) => r.idFase === idFase);
      return {
        id_fase: idFase,
        titulo: e?.titulo ?? tituloEntrega(idFase),
        status: e?.status ?? 'nova',
        versao: e?.versao ?? 0,
        publicada_em: e?.publicadaEm?.toISOString() ?? null,
        documentos: e?.publicadaEm ? await documentosDaEntrega(db, e) : [],
      };
    }),
  );
}

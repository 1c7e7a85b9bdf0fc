import { and, eq } from 'drizzle-orm';
import { type DbOrTx } from '@/lib/db/client';
import { documentos, entregas, processos } from '@/lib/db/schema';
import { documentoDeQuemEntrega } from '@/lib/data/politica';
import { quesitosTravados } from '@/lib/domain/entregas';

/**
 * Whether a phase has its deliverable: a published entrega, or a file sent as the phase's document
 * (documentos.tipo 'arquivo' with that id_fase) by someone who may deliver it (the perito or an admin).
 * Phase completion asks this.
 */
export async function faseTemEntrega(db: DbOrTx, processoId: number, idFase: number): Promise<boolean> {
  const [publicada] = await db
    .select({ id: entregas.id })
    .from(entregas)
    .where(and(eq(entregas.processoId, processoId), eq(entregas.idFase, idFase), eq(entregas.status, 'publicada')))
    .limit(1);
  if (publicada) return true;
  return arquivoEntregue(db, processoId, idFase);
}

async function arquivoEntregue(db: DbOrTx, processoId: number, idFase: number): Promise<boolean> {
  const [arquivo] = await db
    .select({ id: documentos.id })
    .from(documentos)
    .innerJoin(processos, eq(processos.id, documentos.processoId))
    .where(and(eq(documentos.processoId, processoId), eq(documentos.idFase, idFase), eq(documentos.tipo, 'arquivo'), documentoDeQuemEntrega()))
    .limit(1);
  return Boolean(arquivo);
}

export type QuesitosTravadosOptions = {
  /**
   * Inside the transaction that changes a quesito: take the Fase 2 entrega row FOR UPDATE, the row publicarEntrega
   * locks, so a publication and a quesito change are serialised (the quesito is either there before the
   * publication or refused after it). On PGlite (one connection) transactions are serialised already; the query
   * is the same.
   */
  travar?: boolean;
};

/** Whether the case's quesitos are locked by its Fase 2 deliverable (the rule: quesitosTravados in lib/domain/entregas). */
export async function quesitosTravadosNoCaso(db: DbOrTx, processoId: number, options: QuesitosTravadosOptions = {}): Promise<boolean> {
  const daFase = and(eq(entregas.processoId, processoId), eq(entregas.idFase, 2));
  const [e] = options.travar
    ? await db.select().from(entregas).where(daFase).for('update')
    : await db.select().from(entregas).where(daFase).limit(1);
  // A deliverable published in the system decides alone: the file query only runs when it can matter.
  return quesitosTravados(e, !e?.publicadaEm && (await arquivoEntregue(db, processoId, 2)));
}

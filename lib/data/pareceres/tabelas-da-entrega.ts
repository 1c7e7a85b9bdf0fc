import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { documentos, laudosJudiciais, quadrosPericiais } from '@/lib/db/schema';
import { compararQuadros, tabelaComparacao, tabelaQuadro, tabelaRespostas, type Tabela } from '@/lib/domain/pareceres/tabelas';

/** The phase whose deliverable is the parecer (opens with the quadro pericial) and the impugnação's. */
export const FASE_PARECER = 3;
export const FASE_IMPUGNACAO = 4;

/**
 * The tables a published deliverable carries from the case's data (issue 37), drawn before its text: the parecer
 * (Fase 3) the quadro pericial's summary; the impugnação (Fase 4) the quesitos side by side and the quadros compared
 * field by field. None when the data is not recorded. The caller has already checked who publishes.
 */
export async function tabelasDaEntrega(db: DbOrTx, processoId: number, idFase: number): Promise<Tabela[]> {
  if (idFase !== FASE_PARECER && idFase !== FASE_IMPUGNACAO) return [];
  const [[quadro], docs] = await Promise.all([
    db.select({ q: quadrosPericiais.quadro }).from(quadrosPericiais).where(eq(quadrosPericiais.processoId, processoId)),
    db.select({ id: documentos.id, titulo: documentos.titulo }).from(documentos).where(eq(documentos.processoId, processoId)),
  ]);
  const titulos = new Map(docs.map((d) => [d.id, d.titulo]));
  if (idFase === FASE_PARECER) return quadro ? [tabelaQuadro(quadro.q, titulos)] : [];
  const [laudo] = await db.select().from(laudosJudiciais).where(eq(laudosJudiciais.processoId, processoId));
  if (!laudo) return [];
  const tabelas = [tabelaRespostas(laudo.respostas, titulos)];
  if (quadro) tabelas.push(tabelaComparacao(compararQuadros(laudo.quadro, quadro.q)));
  return tabelas;
}

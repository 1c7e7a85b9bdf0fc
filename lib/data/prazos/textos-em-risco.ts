import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { prazosProcesso, processoFases } from '@/lib/db/schema';
import { alertasEntrega } from '@/lib/domain/prazos-processo';

/**
 * The warnings of these deadlines of a case, as the case page shows them (the Cronologia, the notifications and
 * the e-mail lib/data/avisos-email rebuilds when it sends).
 */
export async function textosEmRisco(db: DbOrTx, processoId: number, prazoIds: number[]): Promise<string[]> {
  if (prazoIds.length === 0) return [];
  const prazos = await db
    .select({ tipo: prazosProcesso.tipo, fim: prazosProcesso.fim, limiteEntrega: prazosProcesso.limiteEntrega, status: prazosProcesso.status })
    .from(prazosProcesso)
    .where(inArray(prazosProcesso.id, prazoIds));
  const fases = await db
    .select({ idFase: processoFases.idFase, concluida: processoFases.concluida, dataEntrega: processoFases.dataEntrega })
    .from(processoFases)
    .where(eq(processoFases.processoId, processoId))
    .orderBy(asc(processoFases.posicao));
  return alertasEntrega(fases, prazos).map((a) => a.texto);
}

import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { periciadoLinks, type Pericia } from '@/lib/db/schema';
import { enfileirarAvisos } from './avisos-enfileirar';

/**
 * Called by excluirPericia inside its transaction, before the row goes: when the periciado was informed (the
 * perícia has or had a link), the 'perícia cancelada' notices are written to the outbox (they outlive the perícia).
 */
export async function avisarCancelamento(tx: DbOrTx, pericia: Pericia): Promise<void> {
  if (!pericia.processoId) return;
  const [teve] = await tx.select({ id: periciadoLinks.id }).from(periciadoLinks).where(eq(periciadoLinks.periciaId, pericia.id)).limit(1);
  if (!teve) return;
  await enfileirarAvisos(tx, {
    periciaId: pericia.id,
    processoId: pericia.processoId,
    tipo: 'cancelada',
    ocorrencia: 'cancelada',
    dataStart: pericia.dataStart,
    local: pericia.endereco,
    linkSelado: null,
  });
}

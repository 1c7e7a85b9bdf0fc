import { getDb, type DbOrTx } from '@/lib/db/client';
import { cronologia } from '@/lib/db/schema';

export type CronologiaTipo =
  | 'criacao'
  | 'edicao'
  | 'perito'
  | 'fase'
  | 'quesito'
  | 'situacao'
  | 'etapa'
  | 'impugnacao'
  | 'pericia'
  | 'documento'
  | 'prazo';

/** Writes one event to a case's Cronologia (DESIGN §5). Pass the transaction when inside one. */
export async function registrarOcorrencia(
  e: { processoId: number; userId: number | null; evento: string; tipo: CronologiaTipo },
  tx?: DbOrTx,
): Promise<void> {
  const db = tx ?? (await getDb());
  await db.insert(cronologia).values(e);
}

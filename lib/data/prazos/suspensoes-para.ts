import { and, eq, gte, isNotNull, or } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db/client';
import { suspensoes } from '@/lib/db/schema';
import type { IsoDate, Suspensao } from '@/lib/domain/prazos';

export const suspensaoColumns = {
  dataInicio: suspensoes.dataInicio,
  dataFim: suspensoes.dataFim,
  tribunal: suspensoes.tribunal,
  comarca: suspensoes.comarca,
  descricao: suspensoes.descricao,
};

/**
 * The closures that may bind a case of this tribunal/comarca and end on or after `desde`: those recorded for
 * the tribunal, and every comarca closure (the engine compares comarcas without case or accents).
 */
export async function suspensoesPara(local: { tribunal?: string | null; comarca?: string | null }, desde: IsoDate, db?: DbOrTx): Promise<Suspensao[]> {
  const conn = db ?? (await getDb());
  const onde = [local.tribunal ? eq(suspensoes.tribunal, local.tribunal) : undefined, local.comarca ? isNotNull(suspensoes.comarca) : undefined].filter(
    (c) => c !== undefined,
  );
  if (onde.length === 0) return [];
  return conn
    .select(suspensaoColumns)
    .from(suspensoes)
    .where(and(gte(suspensoes.dataFim, desde), or(...onde)));
}


import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { prazosProcesso, processos } from '@/lib/db/schema';
import { rowsOf } from './lembrete';

/** Deadlines whose last day has passed become 'vencido' and their cases' next deadline moves on (one statement). */
export async function vencerPrazos(db: DbOrTx, now: Date, today: string): Promise<number> {
  const vencidos = await db.execute(sql`
    with v as (
      update ${prazosProcesso} set status = 'vencido', updated_at = ${now}
      where status = 'aberto' and fim < ${today}
      returning processo_id
    )
    update ${processos} set prazo = (
      select min(pz.fim) from ${prazosProcesso} pz where pz.processo_id = ${processos.id} and pz.status = 'aberto' and pz.fim >= ${today}
    )
    where ${processos.id} in (select processo_id from v)
    returning ${processos.id}`);
  return rowsOf(vencidos).length;
}

import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { avisosEmail, type AvisoEmailTipo } from '@/lib/db/schema';

/**
 * Called inside the transaction of the change: one outbox row per person for this warning, so the warning exists
 * iff the change committed. (tipo, chave, person) is unique: writing the same warning again adds nothing, and a
 * person is sent each warning once. `refs` holds ids only (deadlines, court movements): the worker rebuilds the
 * message from them when it sends. Answers the ids of the rows written now.
 */
export async function registrarAvisoEmail(
  tx: DbOrTx,
  aviso: { tipo: AvisoEmailTipo; chave: string; processoId: number; refs: number[]; userIds: number[] },
): Promise<number[]> {
  const userIds = [...new Set(aviso.userIds)];
  if (userIds.length === 0) return [];
  const rows = await tx
    .insert(avisosEmail)
    .values(userIds.map((userId) => ({ tipo: aviso.tipo, chave: aviso.chave, processoId: aviso.processoId, userId, refs: aviso.refs })))
    .onConflictDoNothing({ target: [avisosEmail.tipo, avisosEmail.chave, avisosEmail.userId] })
    .returning({ id: avisosEmail.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** The pending rows of one warning (for the attempt right after the commit). */
export async function avisosPendentes(tx: DbOrTx, tipo: AvisoEmailTipo, chave: string): Promise<number[]> {
  const rows = await tx
    .select({ id: avisosEmail.id })
    .from(avisosEmail)
    .where(sql`${avisosEmail.tipo} = ${tipo} and ${avisosEmail.chave} = ${chave} and ${avisosEmail.status} = 'pendente'`)
    .orderBy(avisosEmail.id);
  return rows.map((r) => r.id);
}

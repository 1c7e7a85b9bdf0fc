import { sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db/client';
import { logger } from '@/lib/log';
import { enviarAvisosAgora } from './enviar';
import { avisosEmail, type AvisoEmailTipo } from '@/lib/db/schema';

/**
 * Called inside the transaction of the change: one outbox row per person for this warning, so the warning exists
 * iff the change committed. (tipo, chave, person) is unique: writing the same warning again adds nothing, and a
 * person is sent each warning once. `refs` holds ids only (deadlines, court movements): the worker rebuilds the
 * message from them when it sends. Answers the ids of the rows written now.
 */
export async function registrarAvisoEmail(
  tx: DbOrTx,
  aviso: { tipo: AvisoEmailTipo; chave: string; processoId?: number | null; refs?: number[]; userIds: number[]; endereco?: string | null },
): Promise<number[]> {
  const userIds = [...new Set(aviso.userIds)];
  if (userIds.length === 0) return [];
  const rows = await tx
    .insert(avisosEmail)
    .values(userIds.map((userId) => ({ tipo: aviso.tipo, chave: aviso.chave, processoId: aviso.processoId ?? null, userId, refs: aviso.refs ?? [], endereco: aviso.endereco ?? null })))
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

/**
 * After the commit of the change: the first attempt at the pending rows of one occurrence (a failure is logged and
 * left to the queue). The one call lib/data makes to send; it never throws.
 */
export async function enviarAvisoAgora(tipo: AvisoEmailTipo, chave: string): Promise<void> {
  try {
    await enviarAvisosAgora(await avisosPendentes(await getDb(), tipo, chave));
  } catch (err) {
    logger.warn({ tipo, erro: (err as Error).name }, 'Aviso por e-mail: a primeira tentativa não pôde começar; a fila tentará');
  }
}

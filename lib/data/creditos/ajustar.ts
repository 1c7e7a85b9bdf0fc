import { eq, sql } from 'drizzle-orm';
import { getDb, type DbOrTx } from '@/lib/db/client';
import { creditosLotes, users } from '@/lib/db/schema';
import { enforce } from '@/lib/data/politica';
import { lerEntrada, type Entrada } from '@/lib/data/entrada';
import type { Actor } from './actor';
import { canAdjustCreditos } from '@/lib/domain/access';
import { distribuirAjuste } from '@/lib/domain/creditos';
import { ConflictError, NotFoundError, ValidationError } from '@/lib/errors';
import { logger } from '@/lib/log';
import { lotesTravados, registrarMovimento, soma, travarUsuario } from './ledger';

export const MOTIVO_OBRIGATORIO = 'Informe o motivo da alteração de créditos.';

/**
 * An admin's change of a user's créditos (inside a transaction that may already hold the user's row): the new
 * total is spread over the lots (distribuirAjuste) and every lot touched is logged with who, when, old → new and
 * why. The total before is the sum of the lots.
 */
export async function aplicarAjuste(
  tx: DbOrTx,
  actor: Pick<Actor, 'id'>,
  userId: number,
  novoTotal: number,
  motivo: string | undefined,
  now: Date,
): Promise<{ antes: number; depois: number }> {
  const u = await travarUsuario(tx, userId);
  if (!u) throw new NotFoundError('Usuário não encontrado.');
  const lotes = await lotesTravados(tx, userId);
  const antes = soma(lotes);
  if (novoTotal === antes) {
    if (u.creditos !== antes) await tx.update(users).set({ creditos: antes }).where(eq(users.id, userId));
    return { antes, depois: antes };
  }
  const razao = motivo?.trim();
  if (!razao) throw new ValidationError(MOTIVO_OBRIGATORIO, { motivo: MOTIVO_OBRIGATORIO });
  const partes = distribuirAjuste(lotes, novoTotal - antes);
  if (!partes) throw new ConflictError('Não há créditos suficientes para essa redução.');
  let corrente = antes;
  for (const p of partes) {
    let loteId = p.id;
    if (loteId === null) {
      const [novo] = await tx
        .insert(creditosLotes)
        .values({ userId, origem: 'ajuste', qualquer: true, completo: false, fases: [1, 2, 3, 4], quantidade: p.delta, saldo: p.saldo, createdAt: now, updatedAt: now })
        .returning({ id: creditosLotes.id });
      loteId = novo.id;
    } else {
      await tx
        .update(creditosLotes)
        .set({
          saldo: p.saldo,
          updatedAt: now,
          ...(p.delta > 0 ? { quantidade: sql`${creditosLotes.quantidade} + ${p.delta}` } : {}),
        })
        .where(eq(creditosLotes.id, loteId));
    }
    await registrarMovimento(tx, { userId, loteId, actorId: actor.id, tipo: 'ajuste', delta: p.delta, saldoAntes: corrente, motivo: razao, now });
    corrente += p.delta;
  }
  await tx.update(users).set({ creditos: novoTotal, updatedAt: now }).where(eq(users.id, userId));
  logger.info({ userId, actorId: actor.id, antes, depois: novoTotal }, 'Créditos alterados por um administrador');
  return { antes, depois: novoTotal };
}

/** POST /api/creditos/ajuste: an admin sets a user's créditos, with a reason (the route's body, read after the role check). */
export async function ajustarCreditos(actor: Actor, entrada: Entrada<{ id_usuario: number; creditos: number; motivo: string }>, now: Date = new Date()) {
  enforce(canAdjustCreditos(actor), 'Somente administradores alteram créditos.');
  const { id_usuario: userId, creditos: novoTotal, motivo } = await lerEntrada(entrada);
  const db = await getDb();
  const r = await db.transaction(async (tx) => aplicarAjuste(tx, actor, userId, novoTotal, motivo, now));
  return { id_usuario: userId, saldoAnterior: r.antes, saldo: r.depois };
}

import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { creditosLotes, creditosMovimentos, users, type CreditoLote } from '@/lib/db/schema';
import type { CreditoMovimentoTipo } from '@/lib/domain/creditos';

// The ledger's internals. Lock order everywhere: the user's row, then their lots (no deadlock between a purchase,
// a use and an admin's change). users.creditos is the sum of the lots' balances.

export async function travarUsuario(tx: DbOrTx, userId: number): Promise<{ id: number; creditos: number; nome: string; email: string } | undefined> {
  const [u] = await tx
    .select({ id: users.id, creditos: users.creditos, nome: users.nome, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    // NO KEY UPDATE: the foreign keys of rows this transaction inserts (the new case, its pagamento) hold a KEY SHARE
    // lock on this row; FOR UPDATE would conflict with another registration's KEY SHARE and deadlock.
    .for('no key update');
  return u;
}

export async function lotesTravados(tx: DbOrTx, userId: number): Promise<CreditoLote[]> {
  return tx
    .select()
    .from(creditosLotes)
    .where(eq(creditosLotes.userId, userId))
    .orderBy(creditosLotes.id)
    .for('update');
}

/**
 * Case registration takes the owner's row first, before its inserts (whose foreign keys share-lock that row), so an
 * admin changing the same user's créditos at that moment waits instead of deadlocking.
 */
export async function travarSaldo(tx: DbOrTx, userId: number): Promise<void> {
  await travarUsuario(tx, userId);
}

export const soma = (lotes: readonly { saldo: number }[]) => lotes.reduce((s, l) => s + l.saldo, 0);

export async function registrarMovimento(
  tx: DbOrTx,
  m: {
    userId: number;
    loteId: number | null;
    actorId: number | null;
    tipo: CreditoMovimentoTipo;
    delta: number;
    saldoAntes: number;
    motivo?: string | null;
    processoId?: number | null;
    pagamentoId?: number | null;
    now: Date;
  },
) {
  await tx.insert(creditosMovimentos).values({
    userId: m.userId,
    loteId: m.loteId,
    actorId: m.actorId,
    tipo: m.tipo,
    delta: m.delta,
    saldoAntes: m.saldoAntes,
    saldoDepois: m.saldoAntes + m.delta,
    motivo: m.motivo ?? null,
    processoId: m.processoId ?? null,
    pagamentoId: m.pagamentoId ?? null,
    createdAt: m.now,
  });
}

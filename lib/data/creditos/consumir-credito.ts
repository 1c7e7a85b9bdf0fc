import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { creditosLotes, pagamentos, users } from '@/lib/db/schema';
import { registrarOcorrencia } from '@/lib/data/cronologia';
import { lotesQueCobrem, type CasoCobertura } from '@/lib/domain/creditos';
import { lotesTravados, registrarMovimento, soma, travarUsuario } from './ledger';

/**
 * Case registration (inside its transaction): when one of the owner's lots covers the case, one crédito pays for
 * it. The user's row is locked first and the lot is decremented only while its balance is positive, so two
 * registrations at once can never spend the same crédito. Answers the lot used and the balance left, or null.
 */
export async function consumirCredito(
  tx: DbOrTx,
  owner: { id: number; nome: string },
  processoId: number,
  caso: CasoCobertura,
  now: Date,
): Promise<{ loteId: number; saldo: number } | null> {
  const u = await travarUsuario(tx, owner.id);
  if (!u || u.creditos <= 0) return null;
  const lotes = await lotesTravados(tx, owner.id);
  const candidatos = lotesQueCobrem(
    lotes.map((l) => ({ ...l, fases: l.fases ?? [] })),
    caso,
  );
  for (const lote of candidatos) {
    const usado = await tx
      .update(creditosLotes)
      .set({ saldo: sql`${creditosLotes.saldo} - 1`, updatedAt: now })
      .where(and(eq(creditosLotes.id, lote.id), gt(creditosLotes.saldo, 0)))
      .returning({ id: creditosLotes.id });
    if (usado.length === 0) continue;
    const antes = soma(lotes);
    const saldo = antes - 1;
    await tx.update(users).set({ creditos: saldo, updatedAt: now }).where(eq(users.id, owner.id));
    const origem = lote.qualquer ? 'crédito concedido pelo escritório' : `crédito do pacote (lote nº ${lote.id})`;
    const [pg] = await tx
      .insert(pagamentos)
      .values({
        referencia: randomUUID(),
        tipo: 'processo',
        processoId,
        userId: owner.id,
        status: 'aprovado',
        valorCentavos: lote.precoUnitarioCentavos,
        moeda: 'BRL',
        meio: 'credito',
        motivo: `Pago com 1 ${origem}`,
        aprovadoEm: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: pagamentos.id });
    await registrarMovimento(tx, {
      userId: owner.id,
      loteId: lote.id,
      actorId: owner.id,
      tipo: 'consumo',
      delta: -1,
      saldoAntes: antes,
      processoId,
      pagamentoId: pg.id,
      now,
    });
    await registrarOcorrencia({ processoId, userId: owner.id, evento: `Pago com 1 ${origem}; saldo restante: ${saldo}`, tipo: 'situacao' }, tx);
    await registrarOcorrencia({ processoId, userId: owner.id, evento: 'Situação alterada para Em análise', tipo: 'situacao' }, tx);
    return { loteId: lote.id, saldo };
  }
  return null;
}

import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { pagamentos, processoFases, users } from '@/lib/db/schema';
import type { TipoJustica } from '@/lib/domain/labels';
import { itensDoProcesso, type CheckoutItem } from '@/lib/domain/pagamentos';
import { ConflictError } from '@/lib/errors';
import { tabelaDaVersao } from '@/lib/data/precos/vigente';
import type { TabelaPrecos } from '@/lib/domain/pricing/tabela';
import { abrirCheckout, pagamentoPendente } from '@/lib/payments/checkout';
import type { Actor } from './actor';
import { checkoutsSemUso } from './checkouts-sem-uso';
import { exigirPagamentoOnline } from './offline';
import { PROCESSO_JA_PAGO, processoPagavel } from './processo-pagavel';

/** Items at the case's stored total: SPEC §9 items when they add up to it, else one line with the total. */
function itensCobrados(p: { totalCentavos: number; tipoJustica: TipoJustica; diasAntecipacao: number }, fases: number[], tabela: TabelaPrecos): CheckoutItem[] {
  const itens = itensDoProcesso(p.tipoJustica, fases, p.diasAntecipacao, tabela);
  const soma = itens.reduce((s, i) => s + i.unitPriceCentavos * i.quantity, 0);
  if (soma === p.totalCentavos) return itens;
  return [{ id: 'servicos', title: 'Serviços de assistência técnica pericial', quantity: 1, unitPriceCentavos: p.totalCentavos }];
}

/**
 * POST /api/pagamentos/checkout: records a pending payment at the price the server computed and opens a Checkout
 * Pro preference for it. An earlier unused checkout of the same case is replaced.
 */
export async function criarCheckout(user: Actor, idProcesso: number, now: Date = new Date()) {
  const db = await getDb();
  const p = await processoPagavel(db, user, idProcesso);
  if (p.situacao !== 'pendente') throw new ConflictError(PROCESSO_JA_PAGO);
  if (p.totalCentavos <= 0) throw new ConflictError('Este processo não tem valor a pagar.');
  await exigirPagamentoOnline();

  const fases = await db
    .select({ idFase: processoFases.idFase })
    .from(processoFases)
    .where(eq(processoFases.processoId, p.id))
    .orderBy(processoFases.posicao);
  const [payer] = await db.select({ email: users.email, nome: users.nome }).from(users).where(eq(users.id, p.ownerId));
  const checkout = await abrirCheckout({
    // The items at the prices of the table the case was registered with (issue 34 item 5).
    itens: itensCobrados(p, fases.map((f) => f.idFase), await tabelaDaVersao(p.precosVersao, db)),
    payerEmail: payer.email,
    payerNome: payer.nome,
    now,
    contexto: { processoId: p.id },
  });

  const criado = await db.transaction(async (tx) => {
    await tx.update(pagamentos).set({ status: 'substituido', updatedAt: now }).where(checkoutsSemUso(p.id));
    const [row] = await tx
      .insert(pagamentos)
      .values({ ...pagamentoPendente(checkout), processoId: p.id, userId: user.id, valorCentavos: p.totalCentavos })
      .returning();
    return row;
  });
  return { id: criado.id, referencia: checkout.referencia, init_point: checkout.initPoint, status: criado.status };
}

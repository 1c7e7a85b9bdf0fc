import { getDb } from '@/lib/db/client';
import { pagamentos } from '@/lib/db/schema';
import { enforce } from '@/lib/data/access';
import type { Actor } from './actor';
import { canBuyPacote } from '@/lib/domain/access';
import { itensDoPacote, somaItens, termosDoPacote, type PacoteEscolha } from '@/lib/domain/creditos';
import { ConflictError } from '@/lib/errors';
import { abrirCheckout, pagamentoPendente } from '@/lib/payments/checkout';

export const PACOTE_VALOR_MUDOU = 'O valor do orçamento mudou. Confira o novo total antes de pagar.';

/**
 * POST /api/pagamentos/pacote: records a pending package payment at the price the server computes from the quote
 * (SPEC §9) and opens a Checkout Pro preference whose items are the quote's lines, offering only the chosen payment
 * method. `totalEsperadoCentavos`, when sent, is what the screen showed: a different server total answers 409.
 */
export async function criarCheckoutPacote(
  user: Actor,
  escolha: PacoteEscolha & { totalEsperadoCentavos?: number },
  now: Date = new Date(),
) {
  enforce(canBuyPacote(user), 'Somente advogados e administradores contratam pacotes.');
  const termos = termosDoPacote(escolha);
  if (escolha.totalEsperadoCentavos !== undefined && escolha.totalEsperadoCentavos !== termos.totalCentavos) {
    throw new ConflictError(PACOTE_VALOR_MUDOU);
  }
  const itens = itensDoPacote(termos);
  if (somaItens(itens) !== termos.totalCentavos) throw new Error('Itens do pacote não somam o total');

  const checkout = await abrirCheckout({
    itens,
    payerEmail: user.email,
    payerNome: user.nome,
    metodo: termos.pagamento,
    now,
    contexto: { userId: user.id, tipo: 'pacote' },
  });
  const db = await getDb();
  const [row] = await db
    .insert(pagamentos)
    .values({ ...pagamentoPendente(checkout), tipo: 'pacote', processoId: null, pacote: termos, userId: user.id, valorCentavos: termos.totalCentavos })
    .returning();
  return {
    id: row.id,
    referencia: checkout.referencia,
    init_point: checkout.initPoint,
    status: row.status,
    totalCentavos: termos.totalCentavos,
    pacote: termos,
    itens: itens.map((i) => ({ titulo: i.title, quantidade: i.quantity, valorUnitarioCentavos: i.unitPriceCentavos })),
  };
}

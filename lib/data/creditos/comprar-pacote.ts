import { randomUUID } from 'node:crypto';
import { getDb } from '@/lib/db/client';
import { pagamentos, type Pagamento } from '@/lib/db/schema';
import { enforce } from '@/lib/data/politica';
import { lerEntrada, type Entrada } from '@/lib/data/entrada';
import type { Actor } from './actor';
import { canBuyPacote } from '@/lib/domain/access';
import { itensDoPacote, somaItens, termosDoPacote, type PacoteEscolha, type ItemPacote, type PacoteTermos } from '@/lib/domain/creditos';
import { exigirPagamentoOnline, pagamentoOffline, type PagamentoOffline } from '@/lib/data/pagamentos/offline';
import { logger } from '@/lib/log';
import { tabelaVigente } from '@/lib/data/precos/vigente';
import { ConflictError } from '@/lib/errors';
import { abrirCheckout, pagamentoPendente } from '@/lib/payments/checkout';

export const PACOTE_VALOR_MUDOU = 'O valor do orçamento mudou. Confira o novo total antes de pagar.';

/**
 * POST /api/pagamentos/pacote: records a pending package payment at the price the server computes from the quote
 * (SPEC §9) and opens a Checkout Pro preference whose items are the quote's lines, offering only the chosen payment
 * method. With online payment off (no provider keys, or the firm's choice in Empresa), no checkout: the answer
 * carries the firm's PIX key and bank data (`offline`) and an admin records the payment when it arrives. `totalEsperadoCentavos`, when sent, is what the screen showed: a different server total answers 409.
 */
export async function criarCheckoutPacote(
  user: Actor,
  entrada: Entrada<PacoteEscolha & { totalEsperadoCentavos?: number }>,
  now: Date = new Date(),
) {
  enforce(canBuyPacote(user), 'Somente advogados e administradores contratam pacotes.');
  // The body is read only once the role may buy (403 before 400: lib/data/entrada.ts).
  const escolha = await lerEntrada(entrada);
  // The table in force (issue 34 item 5): the quote the screen showed was computed from it too.
  const termos = termosDoPacote(escolha, (await tabelaVigente()).tabela);
  if (escolha.totalEsperadoCentavos !== undefined && escolha.totalEsperadoCentavos !== termos.totalCentavos) {
    throw new ConflictError(PACOTE_VALOR_MUDOU);
  }
  const itens = itensDoPacote(termos);
  if (somaItens(itens) !== termos.totalCentavos) throw new Error('Itens do pacote não somam o total');

  const offline = await pagamentoOffline();
  const db = await getDb();
  if (offline) {
    // No Checkout Pro: the purchase waits, pending, for an admin to record the PIX or transfer (POST
    // /api/pagamentos/manual with this referencia), which turns it into créditos as the provider's approval does.
    const [row] = await db
      .insert(pagamentos)
      .values({ referencia: randomUUID(), status: 'pendente', moeda: 'BRL', meio: 'manual', tipo: 'pacote', processoId: null, pacote: termos, userId: user.id, valorCentavos: termos.totalCentavos })
      .returning();
    logger.info({ userId: user.id, pagamentoId: row.id }, 'Pacote registrado para pagamento por PIX ou transferência');
    return resposta(row, null, termos, itens, offline);
  }
  await exigirPagamentoOnline();
  const checkout = await abrirCheckout({
    itens,
    payerEmail: user.email,
    payerNome: user.nome,
    metodo: termos.pagamento,
    now,
    contexto: { userId: user.id, tipo: 'pacote' },
  });
  const [row] = await db
    .insert(pagamentos)
    .values({ ...pagamentoPendente(checkout), tipo: 'pacote', processoId: null, pacote: termos, userId: user.id, valorCentavos: termos.totalCentavos })
    .returning();
  return resposta(row, checkout.initPoint, termos, itens, null);
}

function resposta(row: Pagamento, initPoint: string | null, termos: PacoteTermos, itens: ItemPacote[], offline: PagamentoOffline | null) {
  return {
    id: row.id,
    referencia: row.referencia,
    init_point: initPoint,
    status: row.status,
    totalCentavos: termos.totalCentavos,
    pacote: termos,
    itens: itens.map((i) => ({ titulo: i.title, quantidade: i.quantity, valorUnitarioCentavos: i.unitPriceCentavos })),
    /** Online payment is off: pay the firm directly (PIX key, bank data); an admin records it and the créditos arrive. */
    offline,
  };
}

import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { criarCheckoutPacote } from '@/lib/data/creditos';
import { pacoteCheckoutSchema } from '@/lib/validation/pagamentos';

/**
 * 'Finalizar Pagamento' in Orçamentos: a Checkout Pro for the quote as shown (package, quantity, phases, discount,
 * payment method), priced on the server. Once paid, the package becomes créditos. With online payment off, the
 * purchase waits for an admin to record the PIX or transfer.
 */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers);
  // The body is read after the role check (403 before 400: lib/data/entrada.ts).
  const checkout = await criarCheckoutPacote(user, async () => {
    const { totalCentavos, ...escolha } = await readJson(req, pacoteCheckoutSchema);
    return { ...escolha, totalEsperadoCentavos: totalCentavos };
  });
  const message = checkout.offline
    ? 'Pedido registrado. Pague por PIX ou transferência: os créditos entram no saldo quando o escritório confirmar o recebimento.'
    : 'Checkout criado. Você será levado ao Mercado Pago.';
  return json({ ...checkout, message }, { status: 201 });
});

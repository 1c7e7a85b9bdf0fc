import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { criarCheckoutPacote } from '@/lib/data/creditos';
import { pacoteCheckoutSchema } from '@/lib/validation/pagamentos';

/**
 * 'Finalizar Pagamento' in Orçamentos: a Checkout Pro for the quote as shown (package, quantity, phases, discount,
 * payment method), priced on the server. Once paid, the package becomes créditos.
 */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers);
  const { totalCentavos, ...escolha } = await readJson(req, pacoteCheckoutSchema);
  const checkout = await criarCheckoutPacote(user, { ...escolha, totalEsperadoCentavos: totalCentavos });
  return json({ ...checkout, message: 'Checkout criado. Você será levado ao Mercado Pago.' }, { status: 201 });
});

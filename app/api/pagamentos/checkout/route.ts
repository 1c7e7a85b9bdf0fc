import { json, readJson, route } from '@/lib/api/handler';
import { idempotent } from '@/lib/api/idempotency';
import { requireUser } from '@/lib/auth/guard';
import { criarCheckout } from '@/lib/data/pagamentos';
import { checkoutSchema } from '@/lib/validation/pagamentos';

/**
 * Opens a Mercado Pago Checkout Pro for an unpaid case; answers where to send the payer.
 * `Idempotency-Key`: a repeat within 24 h answers the first answer and creates nothing (lib/api/idempotency).
 */
export const POST = route(
  idempotent('pagamentos.checkout', async (req) => {
    const user = await requireUser(req.headers);
    const { id_processo } = await readJson(req, checkoutSchema);
    const checkout = await criarCheckout(user, id_processo);
    return json({ ...checkout, message: 'Checkout criado. Você será levado ao Mercado Pago.' }, { status: 201 });
  }),
);

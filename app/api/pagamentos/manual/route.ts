import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { registrarPagamentoManual } from '@/lib/data/pagamentos';
import { pagamentoManualSchema } from '@/lib/validation/pagamentos';

/**
 * An admin records a payment received outside the provider; the case (or package) moves on as if paid online.
 * The same referencia_externa again answers 200 with the payment already recorded.
 */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers);
  // The body is read after the admin check (403 before 400: lib/data/entrada.ts).
  const { pagamento, repetido } = await registrarPagamentoManual(user, () => readJson(req, pagamentoManualSchema));
  const message = repetido
    ? 'Este recebimento já estava registrado; nada foi alterado.'
    : pagamento.tipo === 'pacote'
      ? 'Pagamento registrado. Os créditos do pacote já estão no saldo.'
      : 'Pagamento registrado. O processo está em análise.';
  return json({ ...pagamento, message }, { status: repetido ? 200 : 201 });
});

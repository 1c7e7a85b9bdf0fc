import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { registrarPagamentoManual } from '@/lib/data/pagamentos';
import { pagamentoManualSchema } from '@/lib/validation/pagamentos';

/** An admin records a payment received outside the provider; the case moves on as if paid online. */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers);
  const { id_processo, motivo } = await readJson(req, pagamentoManualSchema);
  const pagamento = await registrarPagamentoManual(user, id_processo, motivo);
  return json({ ...pagamento, message: 'Pagamento registrado. O processo está em análise.' }, { status: 201 });
});

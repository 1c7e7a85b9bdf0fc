import { json, parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { emitirNotaNovamente } from '@/lib/data/nfse/emitir-novamente';

/** Issue the payment's note again (admins): after a rejection, a cancellation, or for a payment 'sem nota'. */
export const POST = route(async (req, ctx: { params: Promise<{ id: string }> }) => {
  const actor = await requireUser(req.headers);
  const r = await emitirNotaNovamente(actor, parseId((await ctx.params).id, 'Pagamento não encontrado.'));
  return json({ ...r, message: 'Nota fiscal na fila para emissão.' }, { status: 202 });
});

import { json, parseId, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { cancelarNotaFiscal } from '@/lib/data/nfse/cancelar';
import { nfseCancelarSchema } from '@/lib/validation/nfse';

/** The national cancellation event (admins), with its reason. */
export const POST = route(async (req, ctx: { params: Promise<{ id: string }> }) => {
  const actor = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, 'Nota fiscal não encontrada.');
  const input = await readJson(req, nfseCancelarSchema);
  return json({ ...(await cancelarNotaFiscal(actor, id, input)), message: 'Nota fiscal cancelada.' });
});

import { json, parseId, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { cancelarNotaFiscal } from '@/lib/data/nfse/cancelar';
import { nfseCancelarSchema } from '@/lib/validation/nfse';

/** The national cancellation event (admins), with its reason. */
export const POST = route(async (req, ctx: { params: Promise<{ id: string }> }) => {
  const actor = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, 'Nota fiscal não encontrada.');
  // The body is read after the admin check (403 before 400: lib/data/entrada.ts).
  return json({ ...(await cancelarNotaFiscal(actor, id, () => readJson(req, nfseCancelarSchema))), message: 'Nota fiscal cancelada.' });
});

import { json, parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { lerNotaFiscal } from '@/lib/data/nfse/listar';

export const GET = route(async (req, ctx: { params: Promise<{ id: string }> }) => {
  const actor = await requireUser(req.headers);
  return json(await lerNotaFiscal(actor, parseId((await ctx.params).id, 'Nota fiscal não encontrada.')));
});

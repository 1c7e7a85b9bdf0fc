import { respostaDeAnexo } from '@/lib/api/anexo';
import { parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { arquivoDaNota } from '@/lib/data/nfse/arquivo';

export const runtime = 'nodejs';

/** The note's stored NFS-e XML, as an attachment (admin or the tomador). */
export const GET = route(async (req, ctx: { params: Promise<{ id: string }> }) => {
  const actor = await requireUser(req.headers);
  return respostaDeAnexo(await arquivoDaNota(actor, parseId((await ctx.params).id, 'Nota fiscal não encontrada.'), 'xml'));
});

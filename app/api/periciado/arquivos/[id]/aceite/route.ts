import { json, parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { aceitarArquivoPericiado, ARQUIVO_NAO_ENCONTRADO } from '@/lib/data/periciado';

type Ctx = { params: Promise<{ id: string }> };

/** Issue 38: the lawyer or the perito accepts a file the periciado sent; from then on its content may be read. */
export const POST = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, ARQUIVO_NAO_ENCONTRADO);
  return json({ ...(await aceitarArquivoPericiado(user, id)), message: 'Arquivo aceito.' });
});

import { respostaDeAnexo } from '@/lib/api/anexo';
import { clientIp, parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { abrirArquivoPericiado, ARQUIVO_NAO_ENCONTRADO } from '@/lib/data/periciado';

export const runtime = 'nodejs';

type Ctx = { params: Promise<{ id: string }> };

/** Issue 38: an accepted file from the periciado, as an attachment (409 before it is accepted). */
export const GET = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, ARQUIVO_NAO_ENCONTRADO);
  return respostaDeAnexo(await abrirArquivoPericiado(user, id, { endereco: clientIp(req) }));
});

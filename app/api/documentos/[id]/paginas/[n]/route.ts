import { clientIp, json, parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { PAGINA_NAO_ENCONTRADA, lerPaginaDosAutos } from '@/lib/data/autos/pagina';
import { DOCUMENTO_NAO_ENCONTRADO } from '@/lib/data/documentos';
import { NotFoundError } from '@/lib/errors';
import { numeroPaginaSchema } from '@/lib/validation/autos';

type Ctx = { params: Promise<{ id: string; n: string }> };

/** The text of page n of a case's PDF (issue 35): `{ pagina, texto, ocr }`; 404 for strangers or a page not read. */
export const GET = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const params = await ctx.params;
  const id = parseId(params.id, DOCUMENTO_NAO_ENCONTRADO);
  const n = numeroPaginaSchema.safeParse(params.n);
  if (!n.success) throw new NotFoundError(PAGINA_NAO_ENCONTRADA);
  return json(await lerPaginaDosAutos(user, id, n.data, { endereco: clientIp(req) }));
});

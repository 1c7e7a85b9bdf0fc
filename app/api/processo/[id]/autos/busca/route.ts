import { clientIp, inputAfterAccess, json, parseId, parseWith, route, searchParams } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { processoVisivel } from '@/lib/data/acesso/antes-da-entrada';
import { buscarNosAutos } from '@/lib/data/autos/buscar';
import { PROCESSO_NAO_ENCONTRADO } from '@/lib/data/documentos';
import { buscaAutosSchema } from '@/lib/validation/autos';

type Ctx = { params: Promise<{ id: string }> };

/**
 * Search in the case's PDFs (issue 35): `?q=&pagina=` → `{ total, resultados: [{ documentoId, titulo, pagina, trecho,
 * ocr }] }`, one result per page, best first, 20 per page. Who may see the case (else 404); logged as a read.
 */
export const GET = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, PROCESSO_NAO_ENCONTRADO);
  const { q, pagina } = await inputAfterAccess(() => parseWith(buscaAutosSchema, searchParams(req)), processoVisivel(user, id));
  return json(await buscarNosAutos(user, id, { q, pagina, leitura: { endereco: clientIp(req) } }));
});

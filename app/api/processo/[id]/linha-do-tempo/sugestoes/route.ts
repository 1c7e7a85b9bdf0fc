import { clientIp, json, parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { PROCESSO_NAO_ENCONTRADO } from '@/lib/data/autos/linha-do-tempo/comum';
import { listarSugestoes } from '@/lib/data/autos/linha-do-tempo/listar-sugestoes';

type Ctx = { params: Promise<{ id: string }> };

/** Events proposed from the autos (issue 35), waiting for the perito: `[{ id, data, evento, tipo, documentoId, pagina, trecho }]`. */
export const GET = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, PROCESSO_NAO_ENCONTRADO);
  return json(await listarSugestoes(user, id, { endereco: clientIp(req) }));
});

import { clientIp, json, parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { getProcesso, PROCESSO_NAO_ENCONTRADO } from '@/lib/data/processos';

type Ctx = { params: Promise<{ id: string }> };

/**
 * SPEC call 2 with DESIGN §3's additions (valorTotal, diasAntecipacao, situacao, etapa, phases with dates, documentos).
 * Every read is written to the case's access log (LGPD).
 */
export const GET = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, PROCESSO_NAO_ENCONTRADO);
  return json(await getProcesso(user, id, { endereco: clientIp(req) }));
});

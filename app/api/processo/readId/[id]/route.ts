import { json, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { getProcesso, PROCESSO_NAO_ENCONTRADO } from '@/lib/data/processos';
import { NotFoundError } from '@/lib/errors';
import { idParam } from '@/lib/validation/processo';

type Ctx = { params: Promise<{ id: string }> };

/** SPEC call 2 with DESIGN §3's additions (valorTotal, diasAntecipacao, situacao, etapa, phases with dates, documentos). */
export const GET = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(undefined, req.headers);
  const parsed = idParam.safeParse((await ctx.params).id);
  if (!parsed.success) throw new NotFoundError(PROCESSO_NAO_ENCONTRADO);
  return json(await getProcesso(user, parsed.data));
});

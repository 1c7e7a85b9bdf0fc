import { json, parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { PROCESSO_NAO_ENCONTRADO, SUGESTAO_NAO_ENCONTRADA } from '@/lib/data/autos/linha-do-tempo/comum';
import { descartarSugestao } from '@/lib/data/autos/linha-do-tempo/descartar-sugestao';

type Ctx = { params: Promise<{ id: string; sid: string }> };

/** Discards a proposal (perito or admin); it is not proposed again. */
export const POST = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const params = await ctx.params;
  const id = parseId(params.id, PROCESSO_NAO_ENCONTRADO);
  const sid = parseId(params.sid, SUGESTAO_NAO_ENCONTRADA);
  await descartarSugestao(user, id, sid);
  return json({ message: 'Sugestão descartada' });
});

import { json, parseId, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { processoVisivel } from '@/lib/data/acesso/antes-da-entrada';
import { PROCESSO_NAO_ENCONTRADO, SUGESTAO_NAO_ENCONTRADA } from '@/lib/data/autos/linha-do-tempo/comum';
import { aceitarSugestao } from '@/lib/data/autos/linha-do-tempo/aceitar-sugestao';
import { aceitarSugestaoSchema } from '@/lib/validation/linha-do-tempo';

type Ctx = { params: Promise<{ id: string; sid: string }> };

/** Accepts a proposal into the timeline, optionally edited `{ data?, evento?, tipo? }` (perito or admin). */
export const POST = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const params = await ctx.params;
  const id = parseId(params.id, PROCESSO_NAO_ENCONTRADO);
  const sid = parseId(params.sid, SUGESTAO_NAO_ENCONTRADA);
  const edicao = (await readJson(req, aceitarSugestaoSchema.optional(), processoVisivel(user, id))) ?? {};
  const evento = await aceitarSugestao(user, id, sid, edicao);
  return json({ ...evento, message: 'Evento aceito na linha do tempo' }, { status: 201 });
});

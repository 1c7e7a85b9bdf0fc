import { json, parseId, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { processoVisivel } from '@/lib/data/acesso/antes-da-entrada';
import { PROCESSO_NAO_ENCONTRADO, reabrirFase } from '@/lib/data/processos';
import { motivoSchema } from '@/lib/validation/trabalho';

type Ctx = { params: Promise<{ id: string; idFase: string }> };

/** Reopens a completed phase `{ motivo }`; who may is the access policy's (canReopenFase: admins). */
export const POST = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const params = await ctx.params;
  const id = parseId(params.id, PROCESSO_NAO_ENCONTRADO);
  const idFase = parseId(params.idFase, 'Fase não encontrada neste processo.');
  const { motivo } = await readJson(req, motivoSchema, processoVisivel(user, id));
  const result = await reabrirFase(user, id, idFase, motivo);
  return json({ ...result, message: 'Fase reaberta.' });
});

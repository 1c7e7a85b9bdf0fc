import { json, parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { concluirFase, PROCESSO_NAO_ENCONTRADO } from '@/lib/data/processos';

type Ctx = { params: Promise<{ id: string; idFase: string }> };

/** Marks a phase complete; who may is the access policy's (canCompleteFase), enforced by concluirFase. */
export const POST = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const params = await ctx.params;
  const id = parseId(params.id, PROCESSO_NAO_ENCONTRADO);
  const idFase = parseId(params.idFase, 'Fase não encontrada neste processo.');
  const result = await concluirFase(user, id, idFase);
  return json({ ...result, message: 'Fase concluída com sucesso' });
});

import { z } from 'zod';
import { json, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { concluirFase, PROCESSO_NAO_ENCONTRADO } from '@/lib/data/processos';
import { NotFoundError } from '@/lib/errors';
import { idParam } from '@/lib/validation/processo';

type Ctx = { params: Promise<{ id: string; idFase: string }> };
const faseParam = z.coerce.number().int().min(1).max(4);

/** Marks a phase complete: the medico assigned to the case, or an admin. */
export const POST = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(['admin', 'medico', 'advogado'], req.headers);
  const params = await ctx.params;
  const id = idParam.safeParse(params.id);
  if (!id.success) throw new NotFoundError(PROCESSO_NAO_ENCONTRADO);
  const fase = faseParam.safeParse(params.idFase);
  if (!fase.success) throw new NotFoundError('Fase não encontrada neste processo.');
  const result = await concluirFase(user, id.data, fase.data);
  return json({ ...result, message: 'Fase concluída com sucesso' });
});

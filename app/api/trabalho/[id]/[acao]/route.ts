import { json, parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { transitionTrabalho } from '@/lib/data/trabalho';
import { isEtapaAction } from '@/lib/domain/trabalho';
import { NotFoundError } from '@/lib/errors';

type Ctx = { params: Promise<{ id: string; acao: string }> };

/**
 * One step of the expert workflow (DESIGN §5): aceitar_nomeacao, laudo_recebido (admin), contestar_laudo.
 * Answers the updated dashboard card; 409 for a step that is not legal from the current etapa.
 */
export const POST = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const params = await ctx.params;
  const id = parseId(params.id, 'Processo não encontrado.');
  if (!isEtapaAction(params.acao)) throw new NotFoundError('Não encontrado.');
  const { item, message } = await transitionTrabalho(user, id, params.acao);
  return json({ ...item, message });
});

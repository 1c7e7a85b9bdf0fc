import { json, route } from '@/lib/api/handler';
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
  const user = await requireUser(['admin', 'medico'], req.headers);
  const { id, acao } = await ctx.params;
  if (!/^\d{1,9}$/.test(id) || !isEtapaAction(acao)) throw new NotFoundError('Não encontrado.');
  const { item, message } = await transitionTrabalho(user, Number(id), acao);
  return json({ ...item, message });
});

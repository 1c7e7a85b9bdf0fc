import { json, parseId, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { processoVisivel } from '@/lib/data/acesso/antes-da-entrada';
import { recusarNomeacao, transicionarTrabalho } from '@/lib/data/trabalho';
import { isEtapaAction } from '@/lib/domain/trabalho';
import { NotFoundError } from '@/lib/errors';
import { contestarLaudoSchema, laudoRecebidoSchema, motivoSchema } from '@/lib/validation/trabalho';

type Ctx = { params: Promise<{ id: string; acao: string }> };

/**
 * One step of the expert workflow (DESIGN §5): aceitar_nomeacao; laudo_recebido `{ dataIntimacao? }` (owning
 * advogado or admin; opens the art. 477 §1 deadline); contestar_laudo `{ fundamentos, confirmacao: true }`;
 * recusar_nomeacao `{ motivo }` (the assigned perito). Answers the updated dashboard card (for recusar, the
 * message); 409 for a step that is not legal from the current etapa.
 */
export const POST = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const params = await ctx.params;
  const id = parseId(params.id, 'Processo não encontrado.');
  if (params.acao === 'recusar_nomeacao') {
    const { motivo } = await readJson(req, motivoSchema, processoVisivel(user, id));
    return json(await recusarNomeacao(user, id, motivo));
  }
  if (!isEtapaAction(params.acao)) throw new NotFoundError('Não encontrado.');
  const input =
    params.acao === 'laudo_recebido'
      ? await readJson(req, laudoRecebidoSchema, processoVisivel(user, id))
      : params.acao === 'contestar_laudo'
        ? await readJson(req, contestarLaudoSchema, processoVisivel(user, id))
        : {};
  const { item, message } = await transicionarTrabalho(user, id, params.acao, input);
  return json({ ...item, message });
});

import { json, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { listarVersoes } from '@/lib/data/entregas';
import { entregaParams, type EntregaCtx } from '../params';

/** The draft's saved versions, newest first (perito and admin). */
export const GET = route<EntregaCtx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const { id, idFase } = await entregaParams(ctx);
  return json(await listarVersoes(user, id, idFase));
});

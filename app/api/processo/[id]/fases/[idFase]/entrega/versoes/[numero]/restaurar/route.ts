import { json, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { restaurarVersao } from '@/lib/data/entregas';
import { entregaParams, type EntregaCtx } from '../../../params';

/** Restores version {numero}: its content becomes the draft (kept as a new version). */
export const POST = route<EntregaCtx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const { id, idFase, numero } = await entregaParams(ctx);
  const entrega = await restaurarVersao(user, id, idFase, numero!);
  return json({ ...entrega, message: `Versão ${numero} restaurada` });
});

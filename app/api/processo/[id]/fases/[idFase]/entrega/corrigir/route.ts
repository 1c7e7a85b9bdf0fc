import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { processoVisivel } from '@/lib/data/acesso/antes-da-entrada';
import { corrigirEntrega } from '@/lib/data/entregas';
import { motivoSchema } from '@/lib/validation/trabalho';
import { entregaParams, type EntregaCtx } from '../params';

/** 'Corrigir entrega' `{ motivo }`: a published deliverable becomes a draft again (perito or admin), to be republished. */
export const POST = route<EntregaCtx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const { id, idFase } = await entregaParams(ctx);
  const { motivo } = await readJson(req, motivoSchema, processoVisivel(user, id));
  const entrega = await corrigirEntrega(user, id, idFase, motivo);
  return json({ ...entrega, message: 'Entrega reaberta para correção. Publique-a de novo quando terminar.' });
});

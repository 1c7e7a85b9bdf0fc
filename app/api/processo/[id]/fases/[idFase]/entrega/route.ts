import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { processoVisivel } from '@/lib/data/acesso/antes-da-entrada';
import { lerEntrega, salvarEntrega } from '@/lib/data/entregas';
import { entregaSalvarSchema } from '@/lib/validation/entregas';
import { entregaParams, type EntregaCtx } from './params';

/** The phase's deliverable: the draft (or the phase's template) for the perito and admins; once published, for everyone who sees the case. */
export const GET = route<EntregaCtx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const { id, idFase } = await entregaParams(ctx);
  return json(await lerEntrega(user, id, idFase));
});

/** Saves the draft: `{ conteudo, nova_versao? }` (Tiptap JSON; autosave unless nova_versao). */
export const PUT = route<EntregaCtx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const { id, idFase } = await entregaParams(ctx);
  const input = await readJson(req, entregaSalvarSchema, processoVisivel(user, id));
  const entrega = await salvarEntrega(user, id, idFase, input);
  return json({ ...entrega, message: 'Rascunho salvo' });
});

import { json, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { publicarEntrega } from '@/lib/data/entregas';
import { entregaParams, type EntregaCtx } from '../params';

export const runtime = 'nodejs';

/** 'Publicar': the draft becomes the phase's PDF and DOCX (with the letterhead); the owner advogado is told. */
export const POST = route<EntregaCtx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const { id, idFase } = await entregaParams(ctx);
  const entrega = await publicarEntrega(user, id, idFase);
  return json({ ...entrega, message: 'Entrega publicada com sucesso' }, { status: 201 });
});

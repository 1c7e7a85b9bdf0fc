import { clientIp, json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { processoVisivel } from '@/lib/data/acesso/antes-da-entrada';
import { citarNoParecer } from '@/lib/data/autos/citar';
import { citarAutosSchema } from '@/lib/validation/autos';
import { entregaParams, type EntregaCtx } from '../params';

/**
 * 'Citar no parecer' (issue 35 item 7): `{ documentoId, pagina, trecho? }` appends “trecho” (doc. «título», p. N)
 * to the phase's draft; the reference links back to the page in the editor and prints as it reads in the PDF/DOCX.
 */
export const POST = route<EntregaCtx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const { id, idFase } = await entregaParams(ctx);
  const input = await readJson(req, citarAutosSchema, processoVisivel(user, id));
  const entrega = await citarNoParecer(user, id, idFase, input, { endereco: clientIp(req) });
  return json({ ...entrega, message: 'Citação inserida no parecer' }, { status: 201 });
});

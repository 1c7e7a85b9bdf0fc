import { json, parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { listarAvisosPericia, PERICIA_NAO_ENCONTRADA } from '@/lib/data/periciado';

type Ctx = { params: Promise<{ id: string }> };

/** Issue 38: the perícia's notices (e-mail, WhatsApp) and their statuses; addresses masked. */
export const GET = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, PERICIA_NAO_ENCONTRADA);
  return json(await listarAvisosPericia(user, id));
});

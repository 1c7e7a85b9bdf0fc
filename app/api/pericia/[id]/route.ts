import { json, parseId, readJson, route } from '@/lib/api/handler';
import { remarcarPericia } from '@/lib/data/periciado';
import { periciaRemarcarSchema } from '@/lib/validation/pericia';
import { requireUser } from '@/lib/auth/guard';
import { periciaVisivel } from '@/lib/data/acesso/antes-da-entrada';
import { excluirPericia, PERICIA_NOT_FOUND } from '@/lib/data/pericias';

type Ctx = { params: Promise<{ id: string }> };

/** Deletes a perícia on the server (DESIGN §3/§6). Someone else's id answers 404. */
export const DELETE = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, PERICIA_NOT_FOUND);
  await excluirPericia(user, id);
  return json({ message: 'Perícia excluída com sucesso' });
});

/** Issue 38: moves the perícia (same rules as call 6); the periciado informed gets the 'remarcada' notices. */
export const PATCH = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, PERICIA_NOT_FOUND);
  const input = await readJson(req, periciaRemarcarSchema, periciaVisivel(user, id));
  return json({ ...(await remarcarPericia(user, id, input)), message: 'Perícia remarcada com sucesso' });
});

import { json, parseId, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { periciaVisivel } from '@/lib/data/acesso/antes-da-entrada';
import { criarLinkPericiado, PERICIA_NAO_ENCONTRADA, revogarLinkPericiado } from '@/lib/data/periciado';
import { linkPericiadoSchema } from '@/lib/validation/periciado';

type Ctx = { params: Promise<{ id: string }> };

/** Issue 38: a private link for the periciado (the lawyer, the perito or an admin); shown once, earlier links revoked. */
export const POST = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, PERICIA_NAO_ENCONTRADA);
  const input = await readJson(req, linkPericiadoSchema, periciaVisivel(user, id));
  const link = await criarLinkPericiado(user, id, input ?? {});
  return json({ ...link, message: 'Link do periciado gerado.' }, { status: 201 });
});

/** Revokes the perícia's link: it answers the neutral page from now on. */
export const DELETE = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, PERICIA_NAO_ENCONTRADA);
  await revogarLinkPericiado(user, id);
  return json({ message: 'Link do periciado revogado.' });
});

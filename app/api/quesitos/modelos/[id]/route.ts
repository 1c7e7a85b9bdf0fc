import { json, parseId, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { editarModelo, lerModelo, MODELO_NAO_ENCONTRADO, retirarModelo } from '@/lib/data/quesitos-modelos';
import { modeloSchema } from '@/lib/validation/quesitos-modelos';

type Ctx = { params: Promise<{ id: string }> };

/** One active model of the quesitos library; anyone signed in. */
export const GET = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, MODELO_NAO_ENCONTRADO);
  return json(await lerModelo(user, id));
});

/** Rewrites a model (admins and médicos). */
export const PUT = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, MODELO_NAO_ENCONTRADO);
  // The body is read after the role check (403 before 400: lib/data/entrada.ts).
  return json(await editarModelo(user, id, () => readJson(req, modeloSchema)));
});

/** Retires a model (admins and médicos): it leaves the library, quesitos filled from it stay. */
export const DELETE = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, MODELO_NAO_ENCONTRADO);
  await retirarModelo(user, id);
  return json({ message: 'Modelo retirado da biblioteca.' });
});

import { json, parseWith, readJson, route, searchParams } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { criarModelo, listarModelos } from '@/lib/data/quesitos-modelos';
import { modeloSchema, modelosFiltroSchema } from '@/lib/validation/quesitos-modelos';

/** The quesitos library (issue 37): the active models, `?tipoAcao=&especialidade=`; anyone signed in. */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers);
  const filtro = parseWith(modelosFiltroSchema, searchParams(req));
  return json(await listarModelos(user, filtro));
});

/** A new model (admins and médicos). */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers);
  // The body is read after the role check (403 before 400: lib/data/entrada.ts).
  return json(await criarModelo(user, () => readJson(req, modeloSchema)), { status: 201 });
});

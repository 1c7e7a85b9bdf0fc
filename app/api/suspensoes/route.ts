import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { criarSuspensao, listarSuspensoes } from '@/lib/data/prazos';
import { suspensaoSchema } from '@/lib/validation/prazos';

/** Admin: the recorded closures (feriados locais, suspensões de expediente). */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers);
  return json(await listarSuspensoes(user));
});

/** Admin: records a closure for a tribunal (J.TR) and/or a comarca. */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers);
  // The body is read by criarSuspensao after the role check: a non-admin gets 403 whatever it sends.
  const item = await criarSuspensao(user, () => readJson(req, suspensaoSchema));
  return json({ ...item, message: 'Feriado ou suspensão registrado.' }, { status: 201 });
});

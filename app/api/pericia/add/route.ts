import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { ADVOGADO_READ_ONLY, createPericia } from '@/lib/data/pericias';
import { ForbiddenError } from '@/lib/errors';
import { periciaCreateSchema } from '@/lib/validation/pericia';

/** Call 6: schedules a perícia (admin and medico; advogados are read-only → 403). */
export const POST = route(async (req) => {
  const user = await requireUser(undefined, req.headers);
  if (user.role === 'advogado') throw new ForbiddenError(ADVOGADO_READ_ONLY);
  const input = await readJson(req, periciaCreateSchema);
  const pericia = await createPericia(user, input);
  return json({ id: pericia.idpericia, ...pericia, message: 'Perícia agendada com sucesso' }, { status: 201 });
});

import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { createPericia } from '@/lib/data/pericias';
import { periciaCreateSchema } from '@/lib/validation/pericia';

/** Call 6: schedules a perícia on a case the caller may schedule on (canSchedulePericia, enforced by createPericia). */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers);
  const input = await readJson(req, periciaCreateSchema);
  const pericia = await createPericia(user, input);
  return json({ id: pericia.idpericia, ...pericia, message: 'Perícia agendada com sucesso' }, { status: 201 });
});

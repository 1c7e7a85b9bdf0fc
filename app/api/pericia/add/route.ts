import { json, readJson, route } from '@/lib/api/handler';
import { idempotent } from '@/lib/api/idempotency';
import { requireUser } from '@/lib/auth/guard';
import { criarPericia } from '@/lib/data/pericias';
import { periciaCreateSchema } from '@/lib/validation/pericia';

/**
 * Call 6: schedules a perícia on a case the caller may schedule on (canSchedulePericia, enforced by criarPericia).
 * `Idempotency-Key`: a repeat within 24 h answers the first answer and creates nothing (lib/api/idempotency).
 */
export const POST = route(
  idempotent('pericia.add', async (req) => {
    const user = await requireUser(req.headers);
    // The body is read after the role check (403 before 400: lib/data/entrada.ts); fields and answers unchanged.
    const pericia = await criarPericia(user, () => readJson(req, periciaCreateSchema));
    return json({ id: pericia.idpericia, ...pericia, message: 'Perícia agendada com sucesso' }, { status: 201 });
  }),
);

import { json, readJson, route } from '@/lib/api/handler';
import { idempotent } from '@/lib/api/idempotency';
import { requireUser } from '@/lib/auth/guard';
import { processoDoCorpo } from '@/lib/data/acesso/antes-da-entrada';
import { incluirQuesito } from '@/lib/data/quesitos';
import { quesitoCreateSchema } from '@/lib/validation/quesito';

/**
 * SPEC call 3: a quesito for a case the caller may see.
 * `Idempotency-Key`: a repeat within 24 h answers the first answer and creates nothing (lib/api/idempotency).
 */
export const POST = route(
  idempotent('quesito.create', async (req) => {
    const user = await requireUser(req.headers);
    const input = await readJson(req, quesitoCreateSchema, processoDoCorpo(user));
    const quesito = await incluirQuesito(user, input);
    return json({ ...quesito, message: 'Quesito criado com sucesso' }, { status: 201 });
  }),
);

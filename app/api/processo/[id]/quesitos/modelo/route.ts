import { json, parseId, readJson, route } from '@/lib/api/handler';
import { idempotent } from '@/lib/api/idempotency';
import { requireUser } from '@/lib/auth/guard';
import { processoVisivel } from '@/lib/data/acesso/antes-da-entrada';
import { aplicarModelo } from '@/lib/data/quesitos-modelos';
import { aplicarModeloSchema } from '@/lib/validation/quesitos-modelos';

type Ctx = { params: Promise<{ id: string }> };

/**
 * Fills the case's quesitos from a model of the library in one step (issue 37): 201 with the quesitos created,
 * as call 3 answers each. Whoever may add quesitos to the case; 409 as call 3 (Fase 2 published, too many).
 */
export const POST = route<Ctx>(
  idempotent('quesitos.modelo', async (req, ctx) => {
    const user = await requireUser(req.headers);
    const id = parseId((await ctx.params).id, 'Processo não encontrado.');
    const { modeloId } = await readJson(req, aplicarModeloSchema, processoVisivel(user, id));
    return json(await aplicarModelo(user, id, modeloId), { status: 201 });
  }),
);

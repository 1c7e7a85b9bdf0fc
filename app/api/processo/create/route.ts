import { json, readJson, route } from '@/lib/api/handler';
import { idempotent } from '@/lib/api/idempotency';
import { requireUser } from '@/lib/auth/guard';
import { criarProcesso } from '@/lib/data/processos';
import { processoCreateSchema } from '@/lib/validation/processo';

/**
 * SPEC call 11. Price and delivery dates are recomputed on the server; any client total is ignored.
 * `Idempotency-Key`: a repeat within 24 h answers the first answer and creates nothing (lib/api/idempotency).
 */
export const POST = route(
  idempotent('processo.create', async (req) => {
    const user = await requireUser(req.headers);
    // The body is read after the role check (403 before 400: lib/data/entrada.ts); fields and answers unchanged.
    const processo = await criarProcesso(user, () => readJson(req, processoCreateSchema));
    return json({ ...processo, message: 'Processo cadastrado com sucesso' }, { status: 201 });
  }),
);

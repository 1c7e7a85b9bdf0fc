import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { createProcesso } from '@/lib/data/processos';
import { processoCreateSchema } from '@/lib/validation/processo';

/** SPEC call 11. Price and delivery dates are recomputed on the server; any client total is ignored. */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers);
  const input = await readJson(req, processoCreateSchema);
  const processo = await createProcesso(user, input);
  return json({ ...processo, message: 'Processo cadastrado com sucesso' }, { status: 201 });
});

import { parseWith, readRoute, searchParams } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { numeroCadastrado } from '@/lib/data/processos';
import { numeroCadastradoQuerySchema } from '@/lib/validation/processo';

/**
 * Whether a CNJ number is already registered (step 1 of the case wizard, issue 34 item 7):
 * `{ cadastrado, id }`, the id only when the caller may open that case. Advogados and admins.
 */
export const GET = readRoute(async (req) => {
  const user = await requireUser(req.headers);
  const { numero } = parseWith(numeroCadastradoQuerySchema, searchParams(req));
  return { body: await numeroCadastrado(user, numero) };
});

import { json, parseWith, route, searchParams } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { lerCreditos } from '@/lib/data/creditos';
import { creditosQuerySchema } from '@/lib/validation/pagamentos';

/** The caller's créditos (balance, lots, history); an admin may name any user with `?id_usuario=`. */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers);
  const q = parseWith(creditosQuerySchema, searchParams(req));
  return json(await lerCreditos(user, q.id_usuario ?? user.id));
});

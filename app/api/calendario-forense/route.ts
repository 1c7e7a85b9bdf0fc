import { json, parseWith, route, searchParams } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { calendarioForense } from '@/lib/data/prazos';
import { calendarioAnoSchema } from '@/lib/validation/prazos';

/** Admin: the court calendar of a year (`?ano=2026&tribunal=8.26&comarca=`), every weekday that does not count. */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers);
  // The query is judged by calendarioForense after the role check: a non-admin gets 403 whatever it asks.
  return json(await calendarioForense(user, () => parseWith(calendarioAnoSchema, searchParams(req))));
});

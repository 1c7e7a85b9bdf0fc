import { clientIp, json, parseWith, route, searchParams } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { listarPericias } from '@/lib/data/pericias';
import { periciaRangeSchema } from '@/lib/validation/pericia';

/** Call 7: the perícias the caller may see; `?start=&end=` (ISO 8601) limits them to those overlapping the range. */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers);
  const { start, end } = parseWith(periciaRangeSchema, searchParams(req));
  return json(await listarPericias(user, start && end ? { start, end } : undefined, { endereco: clientIp(req) }));
});

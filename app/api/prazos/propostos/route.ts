import { json, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { listarPrazosPropostos } from '@/lib/data/prazos';

/** The deadlines DJEN intimações propose, waiting for a click (issue 34): the caller's cases, the admin's all. */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers);
  return json(await listarPrazosPropostos(user));
});

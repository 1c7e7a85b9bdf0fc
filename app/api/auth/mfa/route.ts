import { json, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { lerSituacaoMfa } from '@/lib/data/auth';

/** The signed-in user's two-step verification: on or off, recovery codes left, whether their role requires it. */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers, { onboarding: true });
  return json(await lerSituacaoMfa(user));
});

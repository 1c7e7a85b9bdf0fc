import { parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { MSG_TOKEN_NAO_ENCONTRADO, revogarTokenApi } from '@/lib/data/tokens-api';

type Ctx = { params: Promise<{ id: string }> };

/** Revokes one of the caller's tokens: it stops working at once. 204. */
export const DELETE = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, MSG_TOKEN_NAO_ENCONTRADO);
  await revogarTokenApi(user, id);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});

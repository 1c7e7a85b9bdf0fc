import { parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { MSG_WEBHOOK_NAO_ENCONTRADO, removerWebhook } from '@/lib/data/webhooks';

type Ctx = { params: Promise<{ id: string }> };

/** Removes one of the caller's endpoints: it hears nothing more. 204. */
export const DELETE = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, MSG_WEBHOOK_NAO_ENCONTRADO);
  await removerWebhook(user, id);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});

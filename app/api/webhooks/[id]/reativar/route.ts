import { json, parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { MSG_WEBHOOK_NAO_ENCONTRADO, reativarWebhook } from '@/lib/data/webhooks';

type Ctx = { params: Promise<{ id: string }> };

/**
 * 'Reativar' (issue 36 item 3): a webhook paused after a day of failures delivers again, its paused deliveries
 * included. Its owner or an admin; 200 `{ id, entregasRetomadas, message }`, 404 for anyone else, 409 when not paused.
 */
export const POST = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, MSG_WEBHOOK_NAO_ENCONTRADO);
  const r = await reativarWebhook(user, id);
  return json({ ...r, message: 'Webhook reativado. As entregas pausadas serão enviadas agora.' });
});

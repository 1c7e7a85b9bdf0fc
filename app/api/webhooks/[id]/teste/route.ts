import { json, parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { enviarTesteWebhook, MSG_WEBHOOK_NAO_ENCONTRADO } from '@/lib/data/webhooks';

type Ctx = { params: Promise<{ id: string }> };

/** 'Enviar teste': queues a signed `webhook.teste` delivery to this endpoint. 202 `{ entregaId }`. */
export const POST = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, MSG_WEBHOOK_NAO_ENCONTRADO);
  const r = await enviarTesteWebhook(user, id);
  return json({ ...r, message: 'Entrega de teste enviada. Acompanhe o resultado em Últimas entregas.' }, { status: 202 });
});

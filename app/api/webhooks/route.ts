import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { criarWebhook, listarWebhooks } from '@/lib/data/webhooks';
import { criarWebhookSchema } from '@/lib/validation/webhooks';

/** The caller's webhook endpoints with their last deliveries (never the secret). */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers);
  return json({ items: await listarWebhooks(user) });
});

/** A new endpoint: 201 `{ id, url, eventos, segredo }`, the signing secret shown this once. */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers);
  const input = await readJson(req, criarWebhookSchema);
  const created = await criarWebhook(user, input);
  return json({ ...created, message: 'Webhook criado. Guarde o segredo agora: ele não será mostrado de novo.' }, { status: 201 });
});

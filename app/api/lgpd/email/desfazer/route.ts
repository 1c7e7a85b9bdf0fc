import { json, readJson, route } from '@/lib/api/handler';
import { desfazerTrocaEmail } from '@/lib/data/lgpd';
import { emailDesfazerSchema } from '@/lib/validation/lgpd';

/** `{ token }` from the notice sent to the replaced address: the account goes back to it, every session ends (7 days). */
export const POST = route(async (req) => {
  const { token } = await readJson(req, emailDesfazerSchema);
  return json(await desfazerTrocaEmail(token));
});

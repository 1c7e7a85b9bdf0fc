import { json, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { reenviarConfirmacao } from '@/lib/data/users/confirmacao';

/** 'Reenviar' on the banner (issue 34 item 7): a new confirmation link to the account's e-mail; 409 once confirmed. */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers);
  return json(await reenviarConfirmacao(user));
});

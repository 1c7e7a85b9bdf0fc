import { json, readJson, route } from '@/lib/api/handler';
import { confirmarCadastro } from '@/lib/data/users/confirmacao';
import { emailConfirmSchema } from '@/lib/validation/lgpd';

/** `{ token }` from the link sent at sign-up (issue 34 item 7): the account's e-mail is confirmed (one use, 7 days). */
export const POST = route(async (req) => {
  const { token } = await readJson(req, emailConfirmSchema);
  return json(await confirmarCadastro(token));
});

import { json, readJson, route } from '@/lib/api/handler';
import { confirmarEmail } from '@/lib/data/lgpd';
import { emailConfirmSchema } from '@/lib/validation/lgpd';

/** `{ token }` from the link sent to the new address: the account's e-mail becomes that address (one use, 24 h). */
export const POST = route(async (req) => {
  const { token } = await readJson(req, emailConfirmSchema);
  const { email } = await confirmarEmail(token);
  return json({ email, message: 'E-mail confirmado. Use o novo endereço para entrar.' });
});

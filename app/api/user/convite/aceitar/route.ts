import { clientIp, json, readJson, route } from '@/lib/api/handler';
import { aceitarConvite } from '@/lib/data/users';
import { conviteAceiteSchema } from '@/lib/validation/registro-profissional';

/** 'Criar sua senha' (public, with the invitation's token): the first password and what the invited role needs. */
export const POST = route(async (req) => {
  const input = await readJson(req, conviteAceiteSchema);
  return json(await aceitarConvite(input, clientIp(req)));
});

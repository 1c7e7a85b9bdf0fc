import { clientIp, json, readJson, route } from '@/lib/api/handler';
import { criarMensagemDeContato } from '@/lib/data/contato';
import { MENSAGEM_CONTATO_OK, contatoSchema } from '@/lib/validation/contato';

/** Public contact form: validated, stored, mailed to the team; 5 messages per IP per hour. */
export const POST = route(async (req) => {
  const input = await readJson(req, contatoSchema);
  const created = await criarMensagemDeContato(input, clientIp(req));
  return json({ ...created, message: MENSAGEM_CONTATO_OK }, { status: 201 });
});

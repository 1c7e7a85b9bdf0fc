import { clientIp, json, readJson, route } from '@/lib/api/handler';
import { responderPresenca } from '@/lib/data/periciado';
import { confirmacaoSchema } from '@/lib/validation/periciado';

type Ctx = { params: Promise<{ token: string }> };

/** Issue 38: the periciado answers, without login (the link's token is the credential). The page's form posts to a server action. */
export const POST = route<Ctx>(async (req, ctx) => {
  const { token } = await ctx.params;
  const input = await readJson(req, confirmacaoSchema);
  return json(await responderPresenca(token, clientIp(req), input));
});

import { clientIp, inputAfterAccess, json, parseId, parseWith, readJson, route, searchParams } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { processoVisivel } from '@/lib/data/acesso/antes-da-entrada';
import { lerQuadro, salvarQuadro } from '@/lib/data/pareceres';
import { PROCESSO_NAO_ENCONTRADO } from '@/lib/data/pareceres/caso';
import { quadroPericialSchema, quadroQuerySchema } from '@/lib/validation/quadro-pericial';

type Ctx = { params: Promise<{ id: string }> };

/**
 * The case's quadro pericial (issue 37 item 3): everyone who sees the case; the read is logged (LGPD).
 * `?formato=json`: the same answer as a file for other systems (item 5), documented with its JSON Schema.
 */
export const GET = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, PROCESSO_NAO_ENCONTRADO);
  const { formato } = await inputAfterAccess(() => parseWith(quadroQuerySchema, searchParams(req)), processoVisivel(user, id));
  const quadro = await lerQuadro(user, id, { endereco: clientIp(req) });
  return json(quadro, formato === 'json' ? { headers: { 'Content-Disposition': `attachment; filename="quadro-pericial-processo-${id}.json"` } } : {});
});

/** Records the quadro (the assigned perito and admins), validated: DID and DII not future, DII before DID with a reason. */
export const PUT = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, PROCESSO_NAO_ENCONTRADO);
  const input = await readJson(req, quadroPericialSchema, processoVisivel(user, id));
  return json(await salvarQuadro(user, id, input));
});

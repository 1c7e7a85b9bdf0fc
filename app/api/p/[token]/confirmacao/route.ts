import { clientIp, errorAnswer, json, parseWith, readJson, tokenRoute } from '@/lib/api/handler';
import { ehFormulario, lerFormulario, voltarPara } from '@/lib/api/form-post';
import { responderPresenca } from '@/lib/data/periciado';
import { TOKEN_PERICIADO } from '@/lib/domain/periciado/link';
import { confirmacaoSchema } from '@/lib/validation/periciado';

type Ctx = { params: Promise<{ token: string }> };

/**
 * Issue 38: the periciado answers, without login (the link's token is the credential). JSON answers JSON; the page's
 * plain form (no JavaScript needed) posts urlencoded fields and goes back to the page (303) with the outcome.
 */
export const POST = tokenRoute<Ctx>(async (req, ctx) => {
  const { token } = await ctx.params;
  if (!ehFormulario(req)) return json(await responderPresenca(token, clientIp(req), await readJson(req, confirmacaoSchema)));
  const pagina = TOKEN_PERICIADO.test(token) ? `/p/${token}` : '/p/indisponivel';
  try {
    await responderPresenca(token, clientIp(req), parseWith(confirmacaoSchema, await lerFormulario(req)));
    return voltarPara(`${pagina}?resposta=ok#confirmacao`);
  } catch (err) {
    const { status } = errorAnswer(err);
    return voltarPara(`${pagina}?erro=${status === 400 ? 'motivo' : status === 429 ? 'limite' : 'indisponivel'}#confirmacao`);
  }
});

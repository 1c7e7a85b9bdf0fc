import { clientIp, errorAnswer, json, parseWith, readJson, tokenRoute } from '@/lib/api/handler';
import { ehFormulario, lerFormulario, voltarPara } from '@/lib/api/form-post';
import { consentimentoPelaPagina } from '@/lib/data/periciado';
import { TOKEN_PERICIADO } from '@/lib/domain/periciado/link';
import { consentimentoPericiadoSchema } from '@/lib/validation/periciado';

type Ctx = { params: Promise<{ token: string }> };

/** Issue 38: the periciado gives (or withdraws) consent to WhatsApp notices on their page (origem 'periciado'). */
export const POST = tokenRoute<Ctx>(async (req, ctx) => {
  const { token } = await ctx.params;
  if (!ehFormulario(req)) {
    const input = await readJson(req, consentimentoPericiadoSchema);
    await consentimentoPelaPagina(token, clientIp(req), input.telefone, input.consentimento);
    return json({ message: input.consentimento ? 'Consentimento registrado.' : 'Consentimento retirado.' });
  }
  const pagina = TOKEN_PERICIADO.test(token) ? `/p/${token}` : '/p/indisponivel';
  try {
    const campos = await lerFormulario(req);
    const input = parseWith(consentimentoPericiadoSchema, { telefone: campos.telefone, consentimento: campos.consentimento === 'sim' });
    await consentimentoPelaPagina(token, clientIp(req), input.telefone, input.consentimento);
    return voltarPara(`${pagina}?whatsapp=${input.consentimento ? 'ok' : 'retirado'}#whatsapp`);
  } catch (err) {
    const { status } = errorAnswer(err);
    return voltarPara(`${pagina}?${status === 400 ? 'whatsapp=telefone' : status === 429 ? 'erro=limite' : 'erro=indisponivel'}#whatsapp`);
  }
});

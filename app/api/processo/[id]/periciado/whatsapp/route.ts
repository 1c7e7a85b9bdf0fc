import { json, parseId, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { processoVisivel } from '@/lib/data/acesso/antes-da-entrada';
import { registrarConsentimentoWhatsapp } from '@/lib/data/periciado';
import { consentimentoWhatsappSchema } from '@/lib/validation/periciado';

type Ctx = { params: Promise<{ id: string }> };

/** Issue 38: the periciado's phone and consent to WhatsApp notices (recorded who, when and how), or its withdrawal. */
export const PUT = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, 'Processo não encontrado.');
  const input = await readJson(req, consentimentoWhatsappSchema, processoVisivel(user, id));
  const r = await registrarConsentimentoWhatsapp(user, id, input);
  return json({ ...r, message: input.consentimento ? 'Consentimento registrado.' : 'Consentimento retirado.' });
});

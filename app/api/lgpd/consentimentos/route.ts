import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { aceitarConsentimentos, consentimentosPendentesDe } from '@/lib/data/lgpd';
import { consentimentoSchema } from '@/lib/validation/lgpd';

/** The documents (termos, privacidade) whose current version the caller has not accepted yet. */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers, { onboarding: true });
  return json({ pendentes: await consentimentosPendentesDe(user.id) });
});

/** `{ termos: true, privacidade: true }`: accepts the current versions (the interstitial after a new version). */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers, { onboarding: true });
  const input = await readJson(req, consentimentoSchema);
  return json({ ...(await aceitarConsentimentos(user, input)), message: 'Aceite registrado.' });
});

import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { regenerarCodigosDeRecuperacao } from '@/lib/data/auth';
import { mfaCodeSchema } from '@/lib/validation/mfa';

/** `{ code }` (from the app) → ten new recovery codes; the earlier ones stop working. */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers);
  const { code } = await readJson(req, mfaCodeSchema);
  const { recoveryCodes } = await regenerarCodigosDeRecuperacao(user, code);
  return json({ recoveryCodes, message: 'Novos códigos de recuperação gerados. Os anteriores não valem mais.' });
});

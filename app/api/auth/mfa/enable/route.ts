import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { ativarMfa } from '@/lib/data/auth';
import { mfaCodeSchema } from '@/lib/validation/mfa';

/** DESIGN §10: `{ code }` → `{ recoveryCodes }` (shown once). */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers, { onboarding: true });
  const { code } = await readJson(req, mfaCodeSchema);
  const { recoveryCodes } = await ativarMfa(user, code);
  return json({ recoveryCodes, message: 'Verificação em duas etapas ativada.' });
});

import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { desativarMfa } from '@/lib/data/auth';
import { mfaDisableSchema } from '@/lib/validation/mfa';

/** DESIGN §10: `{ senha, code }` (a code from the app or a recovery code). */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers);
  const { senha, code } = await readJson(req, mfaDisableSchema);
  await desativarMfa(user, senha, code);
  return json({ message: 'Verificação em duas etapas desativada.' });
});

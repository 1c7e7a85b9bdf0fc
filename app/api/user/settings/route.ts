import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { lerConfiguracoes, atualizarConfiguracoes } from '@/lib/data/users';
import { settingsSchema } from '@/lib/validation/users';

/** Configurações (SPEC §2.13) of the signed-in user. */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers);
  return json(await lerConfiguracoes(user));
});

export const PUT = route(async (req) => {
  const user = await requireUser(req.headers);
  const input = await readJson(req, settingsSchema);
  return json({ message: 'Configurações salvas', settings: await atualizarConfiguracoes(user, input) });
});

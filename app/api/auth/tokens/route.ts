import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { criarTokenApi, listarTokensApi } from '@/lib/data/tokens-api';
import { criarTokenApiSchema } from '@/lib/validation/tokens-api';

/** The caller's personal API tokens (never their secret). */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers);
  return json({ items: await listarTokensApi(user) });
});

/** A new personal API token, shown this once: 201 `{ id, nome, token, expiraEm }`. A token cannot create tokens (403). */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers);
  const input = await readJson(req, criarTokenApiSchema);
  const created = await criarTokenApi(user, input);
  return json({ ...created, message: 'Token criado. Copie-o agora: ele não será mostrado de novo.' }, { status: 201 });
});

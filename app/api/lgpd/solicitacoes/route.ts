import { json, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { criarSolicitacao, listarSolicitacoes } from '@/lib/data/lgpd';
import { solicitacaoCreateSchema } from '@/lib/validation/lgpd';

/** Admins: every data-subject request, open ones first by their 15-day limit (art. 19). */
export const GET = route(async (req) => {
  const user = await requireUser(req.headers);
  return json(await listarSolicitacoes(user));
});

/** Any signed-in person: `{ tipo: exclusao|correcao|informacao|revogacao, mensagem }` about their own data → 201. */
export const POST = route(async (req) => {
  const user = await requireUser(req.headers);
  const input = await readJson(req, solicitacaoCreateSchema);
  const s = await criarSolicitacao(user, input);
  return json({ ...s, message: 'Solicitação registrada. Responderemos em até 15 dias.' }, { status: 201 });
});

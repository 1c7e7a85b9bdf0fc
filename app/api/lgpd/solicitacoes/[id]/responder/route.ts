import { json, parseId, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { responderSolicitacao, SOLICITACAO_NAO_ENCONTRADA } from '@/lib/data/lgpd';
import { solicitacaoRespostaSchema } from '@/lib/validation/lgpd';

type Ctx = { params: Promise<{ id: string }> };

/** Admins answer a request `{ resposta, executar? }`; `executar` carries out a deletion or a revocation. */
export const POST = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, SOLICITACAO_NAO_ENCONTRADA);
  // The body is read after the admin check (403 before 400: lib/data/entrada.ts).
  const { solicitacao, exclusao } = await responderSolicitacao(user, id, () => readJson(req, solicitacaoRespostaSchema));
  return json({ ...solicitacao, exclusao, message: 'Resposta registrada e enviada por e-mail ao titular.' });
});

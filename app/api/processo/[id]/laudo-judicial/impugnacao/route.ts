import { json, parseId, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { gerarImpugnacao } from '@/lib/data/pareceres';
import { PROCESSO_NAO_ENCONTRADO } from '@/lib/data/pareceres/caso';

type Ctx = { params: Promise<{ id: string }> };

/** Builds the Fase 4 deliverable's draft from the registered laudo: 201 with the draft, as the deliverables API answers it. */
export const POST = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, PROCESSO_NAO_ENCONTRADO);
  const entrega = await gerarImpugnacao(user, id);
  return json({ ...entrega, message: 'Rascunho da impugnação gerado' }, { status: 201 });
});

import { json, parseId, readJson, route } from '@/lib/api/handler';
import { requireUser } from '@/lib/auth/guard';
import { quesitoVisivel } from '@/lib/data/acesso/antes-da-entrada';
import { alterarQuesito, QUESITO_NAO_ENCONTRADO, excluirQuesito } from '@/lib/data/quesitos';
import { quesitoEditSchema } from '@/lib/validation/quesito';

type Ctx = { params: Promise<{ id: string }> };

/** Edits a quesito (its author or an admin) until the Fase 2 deliverable is published (409 after). */
export const PUT = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, QUESITO_NAO_ENCONTRADO);
  const input = await readJson(req, quesitoEditSchema, quesitoVisivel(user, id));
  const quesito = await alterarQuesito(user, id, input);
  return json({ ...quesito, message: 'Quesito atualizado com sucesso' });
});

/** Removes a quesito under the same rule; the Cronologia keeps the event. */
export const DELETE = route<Ctx>(async (req, ctx) => {
  const user = await requireUser(req.headers);
  const id = parseId((await ctx.params).id, QUESITO_NAO_ENCONTRADO);
  await excluirQuesito(user, id);
  return json({ message: 'Quesito removido com sucesso' });
});
